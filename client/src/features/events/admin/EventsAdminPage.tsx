import { ShowListPage } from './ShowListAdminPage';

/** /admin/events/events */
export default function EventsPage() {
  return <ShowListPage kind="event" />;
}
