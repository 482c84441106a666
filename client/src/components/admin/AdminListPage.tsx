// An admin list screen: heading with its New button, filters, the table, and the create/edit form
// opened by ?edit=. A screen gives its domain's AdminTable, list and delete hooks, filters and form;
// a screen that is nothing more is one adminListScreen({...}) call.
import { Button } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPlus } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import { useRouteHandle } from '#client/lib/route-flags';
import { toastError } from '#client/lib/toast';
import { httpStatusOf, messageOf } from '#client/lib/api-error';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { type AdminFilters, AdminFilterBar, filteredEmpty, type FilterGroup } from './AdminFilterBar';
import { AdminListTable, type AdminListTableProps } from './AdminListTable';
import { AdminPageHeader } from './AdminPageHeader';
import { RefusedAlert } from './RefusedAlert';
import { type AdminCrudListOptions, useAdminCrudList } from './use-admin-crud-list';
import type { Editing } from './use-edit-param';

const REFUSED_MODAL = 'delete-refused';

export interface AdminListPageProps<Row extends { id: number }, S extends string, Extra> extends AdminCrudListOptions<
  Row,
  S,
  Extra
> {
  /** the create/edit form for ?edit=new or ?edit=<id> */
  form: (id: Exclude<Editing, undefined>, onClose: () => void) => ReactNode;
}

interface ViewProps<Row, S extends string> extends AdminListTableProps<Row, S> {
  /** under the heading; the heading is the route's title */
  description: string;
  /** beside the heading: the screen's main action */
  actions?: ReactNode;
  filters: AdminFilters & { groups: FilterGroup[] };
}

/**
 * The shell of every admin list screen, and the whole of one without a form (read-only, or acted on
 * from its rows): the route's title and `description`, the filter selects, the table; with filters
 * on, its empty state says that nothing matches them.
 */
export function AdminListView<Row, S extends string>({ description, actions, filters, ...table }: ViewProps<Row, S>) {
  useDocumentTitle();
  const title = useRouteHandle()?.title ?? '';
  return (
    <>
      <AdminPageHeader title={title} description={description} actions={actions} />
      <AdminFilterBar groups={filters.groups} filters={filters} />
      <AdminListTable {...table} empty={filteredEmpty(filters, table.noun, table.empty)} />
    </>
  );
}

export function AdminListPage<Row extends { id: number }, S extends string, Extra = object>({
  form,
  ...options
}: AdminListPageProps<Row, S, Extra>) {
  const crud = useAdminCrudList(options);
  const { table } = crud;
  const { one, many } = table.nouns;
  const newButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={crud.edit.openNew}>
      {`New ${one}`}
    </Button>
  );

  const explainRefusal = (error: unknown) => {
    if (httpStatusOf(error) !== 403) return false;
    if (table.refusal === 'toast') {
      toastError(messageOf(error));
      return true;
    }
    modals.open({
      modalId: REFUSED_MODAL,
      title: `This ${one} cannot be deleted`,
      centered: true,
      children: <RefusedAlert message={messageOf(error)} onOk={() => modals.close(REFUSED_MODAL)} />,
    });
    return true;
  };

  return (
    <>
      <AdminListView
        description={table.description}
        actions={newButton}
        filters={crud.filters}
        noun={many}
        columns={table.columns}
        list={crud.list}
        {...crud.page}
        rowKey={(row) => row.id}
        rowLabel={table.rowLabel}
        viewHref={table.viewHref}
        onEdit={(row) => crud.edit.openEdit(row.id)}
        onDelete={crud.remove}
        onDeleteError={explainRefusal}
        deleteDetail={table.deleteDetail}
        empty={{ title: `No ${many} yet`, description: table.emptyHint, action: newButton }}
      />
      {crud.edit.editing !== undefined && (
        // keyed by the item: another ?edit= starts a fresh form
        <Fragment key={String(crud.edit.editing)}>{form(crud.edit.editing, crud.edit.close)}</Fragment>
      )}
    </>
  );
}

/** The page component of a list screen that is only its configuration (the route's default export). */
export const adminListScreen =
  <Row extends { id: number }, S extends string, Extra = object>(props: AdminListPageProps<Row, S, Extra>) =>
  () => <AdminListPage {...props} />;
