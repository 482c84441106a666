// Site-wide search as one panel, in the overlay and on /search: the field (results as the visitor
// types, 200 ms after the last key), the tabs that find something with their counts, the cards of
// the active tab (more as the visitor scrolls), and one sentence for screen readers. Keyboard: Down
// from the field goes to the results, Up and Down move through them (Up from the first returns to
// the field), Left and Right move between tabs.
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { SEARCH_HINT_EXAMPLES, SEARCH_TABS } from '#shared/constants';
import type { SearchResult, SearchTabKey } from '#shared/schemas/search';
import { LoadMore } from '#client/components/public/artworks/ArtworkGrid';
import catalogue from '#client/components/public/artworks/catalogue.module.css';
import { Button } from '../ui/controls';
import { NoResults } from './NoResults';
import { SearchHitCard } from './SearchHitCard';
import classes from './SiteSearch.module.css';
import { useDebounced, useSiteSearch } from './use-site-search';

export const SEARCH_HINT = `Try for example ${SEARCH_HINT_EXAMPLES.map((e) => `"${e}"`).join(' or ')}`;

const TAB_LABELS: Record<SearchTabKey, string> = {
  ART: 'Art',
  ARTISTS: 'Artists',
  ARTICLES: 'Articles',
  EVENTS: 'Events',
};

const countLabel = (a: SearchResult, tab: SearchTabKey) =>
  a.counts_capped[tab] ? `${a.counts[tab]}+` : String(a.counts[tab]);

/** What a screen reader hears when an answer comes. */
const summary = (a: SearchResult) => {
  const found = SEARCH_TABS.filter((t) => a.counts[t] > 0);
  if (!found.length) return 'No Results';
  return `Results for "${a.search}": ${found.map((t) => `${countLabel(a, t)} in ${TAB_LABELS[t]}`).join(', ')}`;
};

interface Props {
  /** the term the address carries when the panel opens */
  initial: string;
  /** the settled term, for the address (replaced, not pushed: Back leaves the search) */
  onTerm: (term: string) => void;
  /** the field takes the focus when the panel opens */
  autoFocus?: boolean;
}

export function SiteSearch({ initial, onTerm, autoFocus }: Props) {
  const [text, setText] = useState(initial);
  const [term, setTerm] = useDebounced(text);
  // The tab the visitor picked, for the term it was picked for: a new term starts on its first tab.
  const [picked, setPicked] = useState<{ term: string; tab: SearchTabKey } | null>(null);
  const setChosen = (t: SearchTabKey) => setPicked({ term, tab: t });
  const { searching, answer, tab, hits, more } = useSiteSearch(term, picked?.term === term ? picked.tab : null);
  const field = useRef<HTMLInputElement>(null);
  const results = useRef<HTMLDivElement>(null);
  const tabs = useRef<HTMLDivElement>(null);
  const ids = useId();

  const report = useRef(onTerm);
  useEffect(() => {
    report.current = onTerm;
  });
  useEffect(() => {
    report.current(term.trim());
  }, [term]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTerm(text);
  };
  /** An offered word: searched at once, in the field for the visitor to go on from. */
  const searchFor = (offered: string) => {
    setText(offered);
    setTerm(offered);
    field.current?.focus();
  };

  const cards = () => [...(results.current?.querySelectorAll<HTMLElement>('[data-search-result]') ?? [])];
  const onFieldKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowDown') return;
    const first = cards()[0];
    if (first) {
      e.preventDefault();
      first.focus();
    }
  };
  const onResultsKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    const all = cards();
    const at = all.indexOf(document.activeElement as HTMLElement);
    if (at < 0) return;
    e.preventDefault();
    const next = at + (e.key === 'ArrowDown' ? 1 : -1);
    if (next < 0) field.current?.focus();
    else all[Math.min(next, all.length - 1)]?.focus();
  };

  const shown = SEARCH_TABS.filter((t) => (answer?.counts[t] ?? 0) > 0);
  const onTabKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft' && e.key !== 'Home' && e.key !== 'End') return;
    e.preventDefault();
    const at = tab ? shown.indexOf(tab) : 0;
    const next =
      e.key === 'Home'
        ? 0
        : e.key === 'End'
          ? shown.length - 1
          : (at + (e.key === 'ArrowRight' ? 1 : -1) + shown.length) % shown.length;
    setChosen(shown[next]!);
    tabs.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  };

  const status = !term.trim() ? null : searching ? 'Searching...' : answer && !shown.length ? 'No Results' : null;

  return (
    <div className={classes.search}>
      <form role="search" onSubmit={submit} className={classes.form}>
        <IconSearch className={classes.icon} size={26} stroke={1.25} aria-hidden />
        <input
          ref={field}
          data-autofocus={autoFocus ? '' : undefined}
          type="search"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={onFieldKey}
          placeholder="Type to search"
          aria-label="Search the site"
          aria-describedby={`${ids}-status`}
          autoComplete="off"
          enterKeyHint="search"
          className={classes.input}
        />
        <Button type="submit">Search</Button>
      </form>
      {!term.trim() && <p className={classes.hint}>{SEARCH_HINT}</p>}
      {status && <p className={classes.status}>{status}</p>}
      {status === 'No Results' && answer?.no_results && <NoResults offer={answer.no_results} onTerm={searchFor} />}
      <p id={`${ids}-status`} role="status" className={classes.visuallyHidden}>
        {searching || !answer || !term.trim() ? '' : summary(answer)}
      </p>

      {answer && tab && (
        <>
          <div ref={tabs} role="tablist" aria-label="Search results" className={classes.tabs} onKeyDown={onTabKey}>
            {shown.map((t) => (
              <button
                key={t}
                type="button"
                role="tab"
                id={`${ids}-tab-${t}`}
                aria-selected={t === tab}
                aria-controls={`${ids}-panel`}
                tabIndex={t === tab ? 0 : -1}
                className={classes.tab}
                onClick={() => setChosen(t)}
              >
                {t} <span className={classes.count}>({countLabel(answer, t)})</span>
              </button>
            ))}
          </div>
          <div
            ref={results}
            id={`${ids}-panel`}
            role="tabpanel"
            aria-labelledby={`${ids}-tab-${tab}`}
            className={classes.panel}
            onKeyDown={onResultsKey}
          >
            <ul className={catalogue.grid} aria-busy={searching}>
              {hits.map((h, i) => (
                <li key={`${h.kind}:${h.id}`}>
                  <SearchHitCard hit={h} priority={i < 4} />
                </li>
              ))}
            </ul>
            <LoadMore mode="scroll" label="More results" {...more} />
          </div>
        </>
      )}
    </div>
  );
}
