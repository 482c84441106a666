import { Navigate, useLocation, useParams } from 'react-router';
import { DoorTable } from '../../../features/events/door/DoorTable';
import { ShowSubpageHeader } from '../../../features/events/ShowSubpageHeader';
import { kindOfPath } from '../../../features/events/show-paths';
import { positiveId } from './show-id';

/** /admin/events/exhibitions/:id/rsvps and /admin/events/events/:id/rsvps: the door. */
export default function ShowRsvpsPage() {
  const kind = kindOfPath(useLocation().pathname);
  const id = positiveId(useParams().id);
  if (id === undefined) return <Navigate to="/404" replace />;
  return (
    <>
      <ShowSubpageHeader kind={kind} id={id} current="rsvps" />
      <DoorTable key={id} kind={kind} id={id} />
    </>
  );
}
