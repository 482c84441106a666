import { ShowListPage } from './ShowListPage';

/** /admin/events/events */
export default function EventsPage() {
  return <ShowListPage kind="event" />;
}
