/**
 * Resolves once the first screen is on the screen, so that the app's scripts do not take the
 * connection from its largest image (the one the head preloads at high priority, decision 016): when
 * the browser reports a largest paint while that image has loaded, or the image loads after the first
 * paint (then a frame later). At once for a page without such an image, a browser without
 * largest-contentful-paint entries (Safari) or a page opened in the background; at the visitor's first
 * tap or key, which should not wait; and at the latest CAP_MS after the navigation, on a connection
 * too slow for the image.
 */
const CAP_MS = 2500;
const INPUTS = ['pointerdown', 'keydown'] as const;

export const firstScreenShown = (): Promise<void> =>
  new Promise((resolve) => {
    const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    const observable = PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');
    if (!image || !observable || document.visibilityState !== 'visible') return resolve();

    let painted = false;
    const done = () => {
      observer.disconnect();
      clearTimeout(cap);
      image.removeEventListener('load', loaded);
      image.removeEventListener('error', done);
      for (const type of INPUTS) removeEventListener(type, done, true);
      resolve();
    };
    const observer = new PerformanceObserver(() => {
      painted = true;
      if (image.complete) done();
    });
    // Loaded after the first paint, and smaller than what that paint showed: no entry will name it.
    const loaded = () => {
      if (painted) requestAnimationFrame(() => requestAnimationFrame(done));
    };
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
    image.addEventListener('load', loaded);
    image.addEventListener('error', done);
    for (const type of INPUTS) addEventListener(type, done, { capture: true, passive: true });
    const cap = setTimeout(done, Math.max(0, CAP_MS - performance.now()));
  });
