// An admin list screen: heading with its New button, filters, the table, and the create/edit form
// opened by ?edit=. A screen gives one useAdminCrudList result, its domain's AdminTable and its form.
import { Button } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPlus } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import { useRouteHandle } from '../../app/route-flags';
import { toastError } from '../../app/toast';
import { httpStatusOf, messageOf } from '../../lib/api-error';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AdminFilterBar, filteredEmpty } from './AdminFilterBar';
import { type AdminColumn, AdminListTable } from './AdminListTable';
import { AdminPageHeader } from './AdminPageHeader';
import { RefusedAlert } from './RefusedAlert';
import type { AdminCrudList } from './use-admin-crud-list';
import type { Editing } from './use-edit-param';

const REFUSED_MODAL = 'delete-refused';

/** How a domain's rows show on its admin list screen: the screen's texts, the columns, the row's actions. */
export interface AdminTable<Row extends { id: number }, S extends string> {
  /** what the list may be sorted by (the list input's enum), and its first order */
  sorts: readonly S[];
  defaultSort: S;
  /** under the heading; the heading is the route's title (app/route-table.ts) */
  description: string;
  /**
   * lower case, { one: 'tag', many: 'tags' }: "New tag", "Search tags", "No tags yet", and the title
   * of the alert a refused delete (403) opens with the server's reason, "This tag cannot be deleted"
   */
  nouns: { one: string; many: string };
  /** what the empty screen suggests doing first; the New button is its action */
  emptyHint: string;
  columns: AdminColumn<Row, S>[];
  /** names the row in icon labels and the delete question */
  rowLabel: (row: Row) => string;
  /** the row's public page; none for a row visitors cannot open */
  viewHref?: (row: Row) => string | undefined;
  deleteDetail?: (row: Row) => ReactNode;
  /** how a refused delete (403) tells its reason: an alert (default), or an error toast (tags, advisories) */
  refusal?: 'alert' | 'toast';
}

interface Props<Row extends { id: number }, S extends string> {
  crud: AdminCrudList<Row, S>;
  /** the create/edit form for ?edit=new or ?edit=<id> */
  form: (id: Exclude<Editing, undefined>, onClose: () => void) => ReactNode;
}

export function AdminListPage<Row extends { id: number }, S extends string>({ crud, form }: Props<Row, S>) {
  useDocumentTitle();
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
