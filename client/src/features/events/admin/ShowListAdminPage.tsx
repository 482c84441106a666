import { AdminListPage } from '#client/components/admin/AdminListPage';
import { useAdminCrudList } from '#client/components/admin/use-admin-crud-list';
import { SHOW_HOOKS, type ShowKindKey, STATUS_GROUP, useExhibitionTypeGroups } from '#client/features/events/api';
import { showTable } from '#client/features/events/admin/shows/show-columns';
import { ShowDrawer } from '#client/features/events/admin/shows/ShowDrawer';

// Event types are free names with no list to choose from: the events table filters by status only.
const useStatusAndTypeGroups = () => [STATUS_GROUP, ...useExhibitionTypeGroups()];
const statusOnly = () => [STATUS_GROUP];

/** The exhibitions or the events table; `kind` must stay the same for a mounted page. */
export function ShowListAdminPage({ kind }: { kind: ShowKindKey }) {
  const hooks = SHOW_HOOKS[kind];
  const crud = useAdminCrudList({
    table: showTable(kind),
    useList: hooks.useList,
    useRemove: hooks.useRemove,
    filters: {
      keys: kind === 'exhibition' ? ['status', 'type'] : ['status'],
      useGroups: kind === 'exhibition' ? useStatusAndTypeGroups : statusOnly,
      toInput: (f) => ({ status: f.status as '0' | '1' | undefined, type: f.type }),
    },
  });
  return <AdminListPage crud={crud} form={(id, onClose) => <ShowDrawer kind={kind} id={id} onClose={onClose} />} />;
}
