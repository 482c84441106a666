// The one script a served page starts with, a few hundred bytes. The page is already painted from
// the server's HTML; the app (React and the rest, about 120 KB compressed) would share a phone's
// connection with the first screen's image and fonts, so its files are fetched once that image is on
// the screen (decision 016), and it starts when the visitor reaches for the page or the page lies idle
// (decision 035). It imports nothing the app imports: a module they shared would be a chunk of its
// own, fetched now.
import { appWanted, intentSeen, listenForIntent, prefetch } from './app/app-wanted';
import { replayEarlyInput } from './app/early-input';
import { firstScreenShown } from './app/first-screen';

/** APP_SCRIPT_ID and STATE_SCRIPT_ID of app/ssr-data.ts, which this script does not import (see above). */
const APP_SCRIPT_ID = 'weft-app';
const STATE_SCRIPT_ID = 'weft-state';

const appFiles = () => JSON.parse(document.getElementById(APP_SCRIPT_ID)!.textContent!) as string[];

const load = () => {
  const [entry, ...modules] = appFiles();
  for (const href of modules) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.src = entry!;
  document.head.append(script);
};

// React starts this script async: it may run before the parser has reached the first screen's image.
const parsed = () =>
  document.readyState === 'loading'
    ? new Promise<void>((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }))
    : Promise.resolve();

replayEarlyInput();
void listenForIntent();
void parsed()
  .then(firstScreenShown)
  .then(() => {
    // A screen the app renders from scratch (the admin, signing in) is blank until it starts.
    if (!document.getElementById(STATE_SCRIPT_ID)) return;
    if (!intentSeen()) prefetch(appFiles());
    return appWanted();
  })
  .then(load);
