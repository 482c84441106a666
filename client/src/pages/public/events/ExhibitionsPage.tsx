import { EXHIBITION_VIEW } from './show-kind';
import { ShowListPage, showListPrefetch } from './ShowListPage';

export default function ExhibitionsPage() {
  return <ShowListPage kind={EXHIBITION_VIEW} />;
}

export const prefetch = showListPrefetch(EXHIBITION_VIEW);
