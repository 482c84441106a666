/**
 * When a served page starts the app (decision 035). The page reads, links and navigates without it:
 * React is needed only to answer the visitor's hand (a menu, a filter, a form, a share button). So the
 * app starts at the first sign of one (a touch, a key, the pointer moving or pressing, a scroll, the
 * focus entering the page) or, for a visitor who only reads, once the page has lain IDLE_MS untouched
 * after its first screen, when the phone has nothing else to do. Meanwhile its files are fetched at
 * low priority, so that starting it costs the phone its CPU only, not the network too. A tap that comes
 * before the app is held and made again once it answers (early-input.ts).
 */
const IDLE_MS = 3000;
const INTENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin'] as const;

let intent: Promise<void> | undefined;
let seenAlready = false;

/** Whether the visitor has reached for the page yet. */
export const intentSeen = () => seenAlready;

/** Starts listening for the visitor: call as early as possible, so that no first touch is missed. */
export const listenForIntent = (): Promise<void> =>
  (intent ??= new Promise<void>((resolve) => {
    const seen = () => {
      seenAlready = true;
      for (const type of INTENTS) removeEventListener(type, seen, true);
      resolve();
    };
    for (const type of INTENTS) addEventListener(type, seen, { capture: true, passive: true });
  }));

const idle = (): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 2000 });
      else resolve();
    }, IDLE_MS);
  });

/**
 * Fetches the app's files into the HTTP cache without running them. By fetch() rather than <link
 * rel="prefetch">: each element added to the document costs the main thread, tens of milliseconds
 * for the app's files together on a phone, while a request costs it next to nothing.
 */
export const prefetch = (hrefs: readonly string[]) => {
  for (const href of hrefs) void fetch(href, { priority: 'low' }).catch(() => undefined);
};

/** Resolves when the app should start: at the visitor's first intent, or once the page has lain idle. */
export const appWanted = (): Promise<void> => Promise.race([listenForIntent(), idle()]);
