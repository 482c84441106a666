import { STATUS_GROUP } from '#client/components/admin/AdminFilterBar';
import { AdminListPage } from '#client/components/admin/AdminListPage';
import { type ListFilters, STATUS_FILTER, statusOf } from '#client/components/admin/use-admin-crud-list';
import { SHOW_HOOKS, type ShowKindKey, useExhibitionTypeGroups } from '#client/features/events/api';
import { showTable } from '#client/features/events/admin/shows/show-columns';
import { ShowDrawer } from '#client/features/events/admin/shows/ShowDrawer';

// Event types are free names with no list to choose from: the events table filters by status only.
const useStatusAndTypeGroups = () => [STATUS_GROUP, ...useExhibitionTypeGroups()];
const EXHIBITION_FILTERS: ListFilters<{ status: '0' | '1' | undefined; type: string | undefined }> = {
  keys: ['status', 'type'],
  useGroups: useStatusAndTypeGroups,
  toInput: (f) => ({ status: statusOf(f), type: f.type }),
};

/** The exhibitions or the events table; `kind` must stay the same for a mounted page. */
export function ShowListAdminPage({ kind }: { kind: ShowKindKey }) {
  const hooks = SHOW_HOOKS[kind];
  return (
    <AdminListPage
      table={showTable(kind)}
      useList={hooks.useList}
      useRemove={hooks.useRemove}
      filters={kind === 'exhibition' ? EXHIBITION_FILTERS : STATUS_FILTER}
      form={(id, onClose) => <ShowDrawer kind={kind} id={id} onClose={onClose} />}
    />
  );
}
