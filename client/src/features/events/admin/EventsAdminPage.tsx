import { ShowListAdminPage } from './ShowListAdminPage';

/** /admin/events/events */
export default function EventsAdminPage() {
  return <ShowListAdminPage kind="event" />;
}
