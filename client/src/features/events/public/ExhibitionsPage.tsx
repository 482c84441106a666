import { EXHIBITION_VIEW } from '#client/features/events/show-kind';
import { ShowListPage, showListPrefetch } from './ShowListPage';

export default function ExhibitionsPage() {
  return <ShowListPage kind={EXHIBITION_VIEW} />;
}

export const prefetch = showListPrefetch(EXHIBITION_VIEW);
