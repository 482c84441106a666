import { useEffect } from 'react';

/**
 * Marks <html data-hydrated> once React has taken over the page: until then a server-rendered page
 * shows but does not respond, which browser tests (and scripts driving the site) wait out. React
 * hydrates a Suspense boundary after the shell around it, so a layout that wraps its page in one
 * renders this mark inside it, and the root leaves the marking to that layout.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
