import { DoorTable } from '#client/features/events/admin/door/DoorTable';
import { ShowSubpage } from './ShowSubpage';

/** /admin/events/exhibitions/:id/rsvps and /admin/events/events/:id/rsvps: the door. */
export default function ShowRsvpsAdminPage() {
  return <ShowSubpage current="rsvps" screen={DoorTable} />;
}
