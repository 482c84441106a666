import { EXHIBITION_VIEW } from '#client/features/events/show-kind';
import { ShowPage, showPrefetch } from './ShowPage';

export default function ExhibitionPage() {
  return <ShowPage kind={EXHIBITION_VIEW} />;
}

export const prefetch = showPrefetch(EXHIBITION_VIEW);
