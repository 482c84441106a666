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
import { AdminFilterBar, filteredEmpty } from './AdminFilterBar';
import { AdminListTable } from './AdminListTable';
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

export function AdminListPage<Row extends { id: number }, S extends string, Extra = object>({
  form,
  ...options
}: AdminListPageProps<Row, S, Extra>) {
  useDocumentTitle();
  const crud = useAdminCrudList(options);
  const title = useRouteHandle()?.title ?? '';
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
      <AdminPageHeader title={title} description={table.description} actions={newButton} />
      <AdminFilterBar groups={crud.filters.groups} filters={crud.filters} />
      <AdminListTable
        noun={many}
        columns={table.columns}
        list={crud.list}
        rows={crud.rows}
        total={crud.total}
        hasMorePages={crud.hasMorePages}
        fetching={crud.fetching}
        rowKey={(row) => row.id}
        rowLabel={table.rowLabel}
        viewHref={table.viewHref}
        onEdit={(row) => crud.edit.openEdit(row.id)}
        onDelete={crud.remove}
        onDeleteError={explainRefusal}
        deleteDetail={table.deleteDetail}
        empty={filteredEmpty(crud.filters, many, {
          title: `No ${many} yet`,
          description: table.emptyHint,
          action: newButton,
        })}
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
