// The one list page of the public site: a kind gives its words, its head's meta, its toolbar, its
// cards and its empty state; the shell lays them out the same way on every list (the head, the
// toolbar, then the skeleton, the empty state or the cards, then the next page as one scrolls).
import type { ReactNode } from 'react';
import page from '#client/components/public/page.module.css';
import { LoadMorePages } from '#client/components/public/artworks/ArtworkGrid';
import { PageMeta, type PageMetaProps } from '#client/components/public/seo/PageMeta';

interface Props extends Omit<PageMetaProps, 'title' | 'description' | 'type' | 'jsonLd'> {
  /** the small line above the title */
  eyebrow: ReactNode;
  /** the heading and the page's own title */
  title: string;
  lead: string;
  /** the head's description, when it is not the lead */
  description?: string;
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
  /** the entries */
  children: ReactNode;
}

export function PublicListPage({
  eyebrow,
  title,
  lead,
  description,
  toolbar,
  pending,
  count,
  skeleton,
  empty,
  more,
  moreMode = 'scroll',
  children,
  ...meta
}: Props) {
  return (
    <div className={page.container}>
      <PageMeta title={title} description={description ?? lead} {...meta} />
      <header className={page.pageHead}>
        <p className={page.eyebrow}>{eyebrow}</p>
        <h1 className={page.pageTitle}>{title}</h1>
        <p className={page.lead}>{lead}</p>
      </header>
      {toolbar}
      {pending && skeleton ? skeleton : !pending && count === 0 ? empty : children}
      {more && <LoadMorePages list={more} mode={moreMode} />}
    </div>
  );
}
