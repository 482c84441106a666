// The one script a served page starts with, a few hundred bytes. The page is already painted from
// the server's HTML; the app (React and the rest, about 120 KB compressed) would share a phone's
// connection with the first screen's image and fonts, so it loads once that image is on the screen
// (decision 016). It imports nothing the app imports: a module they shared would be a chunk of its
// own, fetched now.
import { replayEarlyInput } from './app/early-input';
import { firstScreenShown } from './app/first-screen';

/** APP_SCRIPT_ID of app/ssr-data.ts, which this script does not import (see above). */
const APP_SCRIPT_ID = 'weft-app';

const load = () => {
  const [entry, ...modules] = JSON.parse(document.getElementById(APP_SCRIPT_ID)!.textContent!) as string[];
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
void parsed().then(firstScreenShown).then(load);
