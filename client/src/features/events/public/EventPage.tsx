import { EVENT_VIEW } from '#client/features/events/show-kind';
import { ShowPage, showPrefetch } from './ShowPage';

export default function EventPage() {
  return <ShowPage kind={EVENT_VIEW} />;
}

export const prefetch = showPrefetch(EVENT_VIEW);
