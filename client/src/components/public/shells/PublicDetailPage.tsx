// The one detail page of the public site: a kind gives its item (read by the address's slug), the
// head's meta and JSON-LD made from it, its skeleton and its body; the shell names the tab and the
// breadcrumbs after the item, shows the skeleton until it has come, and lays the page out.
import type { ReactNode } from 'react';
import page from '#client/components/public/page.module.css';
import { PageMeta, type PageMetaProps } from '#client/components/public/seo/PageMeta';
import { useSiteOrigin } from '#client/lib/site-origin';
import { useDocumentTitle } from '#client/lib/use-document-title';

interface Props<T> {
  /** the item, once its query has answered (on the server it always has; an unknown slug is a 404) */
  item: T | undefined;
  /** its name in the tab and the breadcrumbs */
  name: (item: T) => string;
  /** its head: title, description, canonical path, picture, JSON-LD (made with the site's origin), trail */
  meta?: (item: T, origin: string) => PageMetaProps;
  /** the page's shape while the item loads */
  skeleton: ReactNode;
  /** the page's body: the article and the kind's own parts (RSVP, comments, view in room) */
  children: (item: T) => ReactNode;
}

export function PublicDetailPage<T>({ item, name, meta, skeleton, children }: Props<T>) {
  useDocumentTitle(item === undefined ? undefined : name(item));
  const origin = useSiteOrigin();
  if (item === undefined) {
    return (
      <div className={page.container} aria-busy="true" aria-label="Loading">
        {skeleton}
      </div>
    );
  }
  return (
    <div className={page.container}>
      {meta && <PageMeta {...meta(item, origin)} />}
      {children(item)}
    </div>
  );
}
