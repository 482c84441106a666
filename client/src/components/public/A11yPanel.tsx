// Our own accessibility panel, not a third-party widget (no outside script is loaded):
// a small button on public pages opening text size, high contrast, underlined links, reduced motion
// and a readable font. Choices live in a cookie (shared/reading-prefs.ts), which the server writes
// on <html> as data attributes, so the next page is painted in them from its first frame (decision
// 022); app/a11y.css reads them. The public layout alone renders it: never on /admin, /login or the
// auth pages.
import { IconAccessible } from '@tabler/icons-react';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import {
  ALL_PREFS_ATTRIBUTES,
  prefsAttributes,
  prefsFromCookie,
  prefsToCookie,
  READING_PREFS_COOKIE,
  type ReadingPrefs as Prefs,
  type ReadingToggle as Toggle,
} from '#shared/reading-prefs';
import { deleteCookie, readCookie, writeCookie } from '#client/lib/cookies';
import { Button } from './ui/controls';
import { Dialog } from './ui/Dialog';
import classes from './A11yPanel.module.css';

const TOGGLES: { key: Toggle; label: string; hint: string }[] = [
  { key: 'contrast', label: 'High contrast', hint: 'Darker text and borders' },
  { key: 'links', label: 'Underline links', hint: 'Every link underlined' },
  { key: 'motion', label: 'Reduce motion', hint: 'No animations or smooth scrolling' },
  { key: 'font', label: 'Readable font', hint: 'A plainer face, more space between letters' },
];
const SIZES = [
  { value: '', label: 'Default' },
  { value: 'large', label: 'Large' },
  { value: 'larger', label: 'Larger' },
] as const;

/** A year: the panel says the choices are kept for the next visits. */
const KEEP_SECONDS = 365 * 24 * 3600;

// The cookie as a store: the served page says nothing about it (one kept page serves everyone),
// so the panel reads the browser's once hydrated, and every save tells the panel again.
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const stored = () => readCookie(READING_PREFS_COOKIE) ?? '';

/** Keeps the choices for the next pages and visits, and tells the panel. */
const store = (next: Prefs) => {
  const value = prefsToCookie(next);
  if (value) writeCookie(READING_PREFS_COOKIE, value, KEEP_SECONDS);
  else deleteCookie(READING_PREFS_COOKIE);
  listeners.forEach((l) => l());
};

/** This page at once (the server does it for the next ones). */
const apply = (prefs: Prefs) => {
  const html = document.documentElement;
  const attrs = prefsAttributes(prefs);
  for (const name of ALL_PREFS_ATTRIBUTES)
    if (name in attrs) html.setAttribute(name, attrs[name]!);
    else html.removeAttribute(name);
};

export function A11yPanel() {
  const [opened, setOpened] = useState(false);
  const raw = useSyncExternalStore(subscribe, stored, () => '');
  const prefs = useMemo(() => prefsFromCookie(raw), [raw]);

  // The server has written the stored choices on <html> already; they are taken off again when the
  // visitor leaves the public site for the admin (a client-side move).
  useEffect(() => () => apply({}), []);

  const save = (next: Prefs) => {
    apply(next);
    store(next);
  };
  const set = <K extends keyof Prefs>(key: K, value: Prefs[K] | undefined) => {
    const { [key]: _old, ...rest } = prefs;
    save(value === undefined ? rest : { ...rest, [key]: value });
  };

  return (
    <>
      <button
        type="button"
        className={classes.trigger}
        aria-label="Accessibility options"
        aria-haspopup="dialog"
        onClick={() => setOpened(true)}
      >
        <IconAccessible size={22} stroke={1.6} aria-hidden />
      </button>
      <Dialog opened={opened} onClose={() => setOpened(false)} title="Accessibility" variant="side">
        <div className={classes.panel}>
          <fieldset className={classes.group}>
            <legend className={classes.legend}>Text size</legend>
            <div className={classes.sizes}>
              {SIZES.map((s) => (
                <label key={s.value} className={classes.size} data-size={s.value || 'default'}>
                  <input
                    type="radio"
                    name="a11y-text"
                    value={s.value}
                    checked={(prefs.text ?? '') === s.value}
                    onChange={() => set('text', s.value || undefined)}
                  />
                  <span>{s.label}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className={classes.group}>
            <legend className={classes.legend}>Reading</legend>
            {TOGGLES.map((t) => (
              <label key={t.key} className={classes.toggle}>
                <input
                  type="checkbox"
                  checked={prefs[t.key] === true}
                  onChange={(e) => set(t.key, e.currentTarget.checked ? true : undefined)}
                />
                <span>
                  <span className={classes.toggleLabel}>{t.label}</span>
                  <span className={classes.toggleHint}>{t.hint}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <p className={classes.note}>Your choices are kept in this browser for your next visits.</p>
          <Button variant="outline" onClick={() => save({})} disabled={Object.keys(prefs).length === 0}>
            Reset to default
          </Button>
        </div>
      </Dialog>
    </>
  );
}
