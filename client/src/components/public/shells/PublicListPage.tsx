// The one list page of the public site: a kind gives its words, its head's meta, its toolbar, its
// cards and its empty state; the shell lays them out the same way on every list (the head, the
// toolbar, then the skeleton, the empty state or the cards, then the next page as one scrolls).
import type { ReactNode } from 'react';
import { LoadMorePages } from '#client/components/public/artworks/ArtworkGrid';
import { PublicPage, type PublicPageProps } from './PublicPage';

interface Props extends Omit<PublicPageProps, 'jump' | 'jsonLd'> {
  /** between the head and the list: filters, tabs */
  toolbar?: ReactNode;
  /** the first answer has not come yet (on the server it always has) */
  pending: boolean;
  /** how many entries the list has: none shows `empty` */
  count: number;
  /** while pending; without one, the list renders as it is (empty) */
  skeleton?: ReactNode;
  empty: ReactNode;
  /** the paged query whose next page loads at the end, as one scrolls or by a button */
  more?: Parameters<typeof LoadMorePages>[0]['list'];
  moreMode?: 'scroll' | 'button';
}

export function PublicListPage({
  toolbar,
  pending,
  count,
  skeleton,
  empty,
  more,
  moreMode = 'scroll',
  children,
  ...head
}: Props) {
  return (
    <PublicPage {...head}>
      {toolbar}
      {pending && skeleton ? skeleton : !pending && count === 0 ? empty : children}
      {more && <LoadMorePages list={more} mode={moreMode} />}
    </PublicPage>
  );
}
