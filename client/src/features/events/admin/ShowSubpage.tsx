import type { ComponentType } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import type { ShowKindKey } from '#client/features/events/api';
import { ShowSubpageHeader } from './ShowSubpageHeader';
import { kindOfPath } from '#client/features/events/show-paths';
import { positiveId } from './show-id';

/**
 * One of a show's own screens under its header: the kind comes from the path, the show from its
 * :id (anything but a positive whole number is a 404). The screen is keyed by the id, so that
 * moving to another show starts it afresh.
 */
export function ShowSubpage({
  current,
  screen: Screen,
}: {
  current: 'rsvps' | 'timeslots';
  screen: ComponentType<{ kind: ShowKindKey; id: number }>;
}) {
  const kind = kindOfPath(useLocation().pathname);
  const id = positiveId(useParams().id);
  if (id === undefined) return <Navigate to="/404" replace />;
  return (
    <>
      <ShowSubpageHeader kind={kind} id={id} current={current} />
      <Screen key={id} kind={kind} id={id} />
    </>
  );
}
