import { ADMIN_SHOW_SORTS } from '#shared/schemas/events';
import { AdminListPage } from '../../../components/admin/AdminListPage';
import { useAdminCrudList } from '../../../components/admin/use-admin-crud-list';
import { SHOW_HOOKS, type ShowKindKey, STATUS_GROUP, useExhibitionTypeGroups } from '../../../features/events/api';
import { showColumns, showDeleteDetail } from '../../../features/events/shows/show-columns';
import { ShowDrawer } from '../../../features/events/shows/ShowDrawer';

const TEXTS = {
  exhibition: {
    title: 'Exhibitions',
    description: 'The gallery’s exhibitions, shown on /exhibitions when active.',
    noun: 'exhibitions',
    newLabel: 'New exhibition',
    view: (slug: string) => `/exhibitions/${slug}`,
    refused: 'This exhibition cannot be deleted',
    empty: { title: 'No exhibitions yet', description: 'Create an exhibition, then give it timeslots for RSVPs.' },
  },
  event: {
    title: 'Events',
    description: 'Talks, tours, workshops and openings, shown on /events/events when active.',
    noun: 'events',
    newLabel: 'New event',
    view: (slug: string) => `/events/${slug}`,
    refused: 'This event cannot be deleted',
    empty: { title: 'No events yet', description: 'Create an event, then give it timeslots for RSVPs.' },
  },
} as const;

// Event types are free names with no list to choose from: the events table filters by status only.
const useStatusAndTypeGroups = () => [STATUS_GROUP, ...useExhibitionTypeGroups()];
const statusOnly = () => [STATUS_GROUP];

/** The exhibitions or the events table; `kind` must stay the same for a mounted page. */
export function ShowListPage({ kind }: { kind: ShowKindKey }) {
  const hooks = SHOW_HOOKS[kind];
  const t = TEXTS[kind];
  const crud = useAdminCrudList({
    sorts: ADMIN_SHOW_SORTS,
    defaultSort: 'title',
    useList: hooks.useList,
    useRemove: hooks.useRemove,
    filters: {
      keys: kind === 'exhibition' ? ['status', 'type'] : ['status'],
      useGroups: kind === 'exhibition' ? useStatusAndTypeGroups : statusOnly,
      toInput: (f) => ({ status: f.status as '0' | '1' | undefined, type: f.type }),
    },
  });
  return (
    <AdminListPage
      crud={crud}
      title={t.title}
      description={t.description}
      noun={t.noun}
      newLabel={t.newLabel}
      columns={showColumns(kind)}
      rowLabel={(s) => s.title}
      viewHref={(s) => t.view(s.slug)}
      deleteDetail={showDeleteDetail}
      refusedTitle={t.refused}
      empty={t.empty}
      form={(id, onClose) => <ShowDrawer kind={kind} id={id} onClose={onClose} />}
    />
  );
}
