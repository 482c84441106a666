import { TimeslotEditor } from '#client/features/events/admin/timeslots/TimeslotEditor';
import { ShowSubpage } from './ShowSubpage';

/** /admin/events/exhibitions/:id/timeslots and /admin/events/events/:id/timeslots */
export default function ShowTimeslotsAdminPage() {
  return <ShowSubpage current="timeslots" screen={TimeslotEditor} />;
}
