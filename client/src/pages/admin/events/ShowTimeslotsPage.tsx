import { Navigate, useLocation, useParams } from 'react-router';
import { ShowSubpageHeader } from '../../../features/events/ShowSubpageHeader';
import { kindOfPath } from '../../../features/events/show-paths';
import { TimeslotEditor } from '../../../features/events/timeslots/TimeslotEditor';
import { positiveId } from './show-id';

/** /admin/events/exhibitions/:id/timeslots and /admin/events/events/:id/timeslots */
export default function ShowTimeslotsPage() {
  const kind = kindOfPath(useLocation().pathname);
  const id = positiveId(useParams().id);
  if (id === undefined) return <Navigate to="/404" replace />;
  return (
    <>
      <ShowSubpageHeader kind={kind} id={id} current="timeslots" />
      <TimeslotEditor key={id} kind={kind} id={id} />
    </>
  );
}
