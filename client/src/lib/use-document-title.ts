import { useEffect, useSyncExternalStore } from 'react';
import { GALLERY } from '#shared/gallery';
import { useRouteHandle } from './route-flags';

// A detail page's own title (an artwork's, an artist's), shared with the layout's tab title and the
// breadcrumbs, which sit above the page and cannot read its data.
let pageTitle: string | undefined;
const listeners = new Set<() => void>();
const setPageTitle = (title: string | undefined) => {
  if (pageTitle === title) return;
  pageTitle = title;
  listeners.forEach((l) => l());
};
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The title the current page gave itself through useDocumentTitle(own), if any. */
export const usePageTitle = () =>
  useSyncExternalStore(
    subscribe,
    () => pageTitle,
    // The server renders before any page has published a title (and must not share one between
    // requests); hydration starts from the same.
    () => undefined,
  );

/** Sets the tab title from the route table, or from a page's own title when it passes one. */
export const useDocumentTitle = (own?: string) => {
  const handle = useRouteHandle();
  const published = usePageTitle();
  useEffect(() => {
    if (own === undefined) return;
    setPageTitle(own);
    return () => setPageTitle(undefined);
  }, [own]);
  const title = own ?? published ?? handle?.title;
  useEffect(() => {
    document.title = title && title !== 'Home' ? `${title} · ${GALLERY.name}` : GALLERY.name;
  }, [title]);
};
