import { useEffect } from 'react';
import { GALLERY } from '../../../shared/gallery';
import { useRouteHandle } from '../app/route-flags';

/** Sets the tab title from the route table, or from a page's own title when it passes one. */
export const useDocumentTitle = (own?: string) => {
  const handle = useRouteHandle();
  const title = own ?? handle?.title;
  useEffect(() => {
    document.title = title && title !== 'Home' ? `${title} · ${GALLERY.name}` : GALLERY.name;
  }, [title]);
};
