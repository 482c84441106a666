// An admin list screen: heading with its New button, filters, the table, and the create/edit form
// opened by ?edit=. A screen gives its texts, columns, one useAdminCrudList result and its form.
import { Button } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPlus } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import { httpStatusOf, messageOf } from '../../lib/api-error';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AdminFilterBar, filteredEmpty } from './AdminFilterBar';
import { type AdminColumn, AdminListTable } from './AdminListTable';
import { AdminPageHeader } from './AdminPageHeader';
import { RefusedAlert } from './RefusedAlert';
import type { AdminCrudList } from './use-admin-crud-list';
import type { Editing } from './use-edit-param';

const REFUSED_MODAL = 'delete-refused';

interface Props<Row extends { id: number }, S extends string> {
  crud: AdminCrudList<Row, S>;
  title: string;
  description: string;
  /** the plural noun, lower case: 'tags' ('Search tags', 'No tags yet') */
  noun: string;
  /** the New button: 'New tag' */
  newLabel: string;
  columns: AdminColumn<Row, S>[];
  /** names the row in icon labels and the delete question */
  rowLabel: (row: Row) => string;
  viewHref?: (row: Row) => string;
  deleteDetail?: (row: Row) => ReactNode;
  /** the title of the alert a refused delete (403) opens with the server's reason (SPEC.md 6, 8) */
  refusedTitle?: string;
  /** shown when there is nothing yet; the New button is its action */
  empty: { title: string; description: string };
  /** the create/edit form for ?edit=new or ?edit=<id> */
  form: (id: Exclude<Editing, undefined>, onClose: () => void) => ReactNode;
}

export function AdminListPage<Row extends { id: number }, S extends string>(p: Props<Row, S>) {
  useDocumentTitle();
  const { crud } = p;
  const newButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={crud.edit.openNew}>
      {p.newLabel}
    </Button>
  );

  const explainRefusal = (error: unknown) => {
    if (!p.refusedTitle || httpStatusOf(error) !== 403) return false;
    modals.open({
      modalId: REFUSED_MODAL,
      title: p.refusedTitle,
      centered: true,
      children: <RefusedAlert message={messageOf(error)} onOk={() => modals.close(REFUSED_MODAL)} />,
    });
    return true;
  };

  return (
    <>
      <AdminPageHeader title={p.title} description={p.description} actions={newButton} />
      <AdminFilterBar groups={crud.filters.groups} filters={crud.filters} />
      <AdminListTable
        noun={p.noun}
        columns={p.columns}
        list={crud.list}
        rows={crud.rows}
        total={crud.total}
        hasMorePages={crud.hasMorePages}
        fetching={crud.fetching}
        rowKey={(row) => row.id}
        rowLabel={p.rowLabel}
        viewHref={p.viewHref}
        onEdit={(row) => crud.edit.openEdit(row.id)}
        onDelete={crud.remove}
        onDeleteError={explainRefusal}
        deleteDetail={p.deleteDetail}
        empty={filteredEmpty(crud.filters, p.noun, { ...p.empty, action: newButton })}
      />
      {crud.edit.editing !== undefined && (
        // keyed by the item: another ?edit= starts a fresh form
        <Fragment key={String(crud.edit.editing)}>{p.form(crud.edit.editing, crud.edit.close)}</Fragment>
      )}
    </>
  );
}
