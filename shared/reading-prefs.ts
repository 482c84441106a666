// The visitor's reading preferences from the accessibility panel (decision 026), kept in a cookie so
// that the server can write them on <html> as data attributes (app/a11y.css reads them): the page is
// painted in the chosen size and contrast from its first frame, with no script in the head and the
// CSP unchanged. The panel (client) and the page renderer (server) read and write them here only.

import { STAFF_SIGN_IN_PAGES } from './emailed-links';

export const READING_PREFS_COOKIE = 'weft-a11y';

export type TextSize = 'large' | 'larger';
export type ReadingToggle = 'contrast' | 'links' | 'motion' | 'font';
export interface ReadingPrefs {
  text?: TextSize;
  contrast?: true;
  links?: true;
  motion?: true;
  font?: true;
}

export const TEXT_SIZES: readonly TextSize[] = ['large', 'larger'];
export const READING_TOGGLES: readonly ReadingToggle[] = ['contrast', 'links', 'motion', 'font'];

/** Never on the back office or the sign-in screens: their look is the staff's, not a visitor's. */
// (the paths are letters, '-' and '/': nothing to escape)
export const NO_READING_PREFS = new RegExp(`^(${['/admin', ...STAFF_SIGN_IN_PAGES].join('|')})(/|$)`);

/**
 * The cookie's value: the chosen words joined by dots ('larger.contrast.links'), safe in a cookie
 * as is. Anything else in it (a hand-edited cookie) is ignored, so it never reaches the HTML.
 */
export const prefsToCookie = (p: ReadingPrefs) =>
  [...(p.text ? [p.text] : []), ...READING_TOGGLES.filter((t) => p[t])].join('.');

export const prefsFromCookie = (value: string | undefined): ReadingPrefs => {
  const prefs: ReadingPrefs = {};
  for (const word of (value ?? '').split('.')) {
    if ((TEXT_SIZES as readonly string[]).includes(word)) prefs.text = word as TextSize;
    else if ((READING_TOGGLES as readonly string[]).includes(word)) prefs[word as ReadingToggle] = true;
  }
  return prefs;
};

/** The data attributes on <html>, by name: 'data-a11y-text' → 'larger', a toggle → ''. */
export const prefsAttributes = (p: ReadingPrefs): Record<string, string> => ({
  ...(p.text ? { 'data-a11y-text': p.text } : {}),
  ...Object.fromEntries(READING_TOGGLES.filter((t) => p[t]).map((t) => [`data-a11y-${t}`, ''])),
});

export const ALL_PREFS_ATTRIBUTES = ['data-a11y-text', ...READING_TOGGLES.map((t) => `data-a11y-${t}`)];
