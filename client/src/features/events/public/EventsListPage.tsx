import { EVENT_VIEW } from '#client/features/events/show-kind';
import { ShowListPage, showListPrefetch } from './ShowListPage';

export default function EventsListPage() {
  return <ShowListPage kind={EVENT_VIEW} />;
}

export const prefetch = showListPrefetch(EVENT_VIEW);
