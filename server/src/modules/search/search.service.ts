// Site-wide search: counts and a page of cards per tab, type-ahead suggestions, a tag's posts.
// The index answers which items match and in what order; each kind's module draws its own cards
// (through the public registry), so a card here is the one its list pages show.
import { PAGE_SIZE, SEARCH_TABS } from '#shared/constants';
import { listPathOf, PUBLIC_KINDS, pathOf } from '#shared/public-kinds';
import type { SearchHit, SearchResult, SearchSuggestion, SearchTabKey } from '#shared/schemas/search';
import { SITE_PAGES } from '#shared/site-pages';
import type { AppDeps } from '#server/deps';
import type { DB } from '#server/db/database';
import type { SearchCard } from '#server/lib/public-kind-source';
import { applyPending, hasDueWork } from './search-index';
import { itemOf, kindOf, tabRange } from './search-kinds';
import { inTitles, type MatchQuery, matchQuery, nearestTerms, notInTitles } from './search-query';
import * as repo from './search.repository';
import { vocabularyOf } from './vocabulary';

const PER_PAGE = PAGE_SIZE.publicList;
/**
 * bm25 reads every document that holds a query's words, whatever the tab and the cap: past this
 * many, a page is ordered by tiers instead (title or name matches first, then the rest, each newest
 * first), which reads no more rows than it shows.
 */
const BM25_MAX_DOCS = 5_000;
const SUGGESTIONS = 6;
const SUGGESTION_CANDIDATES = 200;
/** Words offered when nothing is found. */
const NEAREST_TERMS = 6;
/** Where a visitor who found nothing can browse instead: every part of the site search reaches. */
const SECTIONS = [
  { label: PUBLIC_KINDS.artwork.names.many, path: listPathOf('artwork') },
  { label: PUBLIC_KINDS.artist.names.many, path: listPathOf('artist') },
  { label: PUBLIC_KINDS.exhibition.names.many, path: listPathOf('exhibition') },
  { label: 'Events', path: SITE_PAGES.events },
  { label: 'Media', path: SITE_PAGES.media },
];

/** What the index must hold before it answers: everything written or come due until now. */
const upToDate = async (db: DB) => {
  const now = new Date().toISOString();
  if (await hasDueWork(db, now)) await applyPending(db, now);
};

const snippetParts = (snippet: string) =>
  snippet
    .split(repo.HIT_OPEN)
    .flatMap((chunk, i) => {
      if (i === 0) return [{ text: chunk, hit: false }];
      const [hit, rest = ''] = chunk.split(repo.HIT_CLOSE);
      return [
        { text: hit, hit: true },
        { text: rest, hit: false },
      ];
    })
    .filter((p) => p.text !== '');

/** Ranked rows → cards, each kind's drawn by its module in one query, in the ranked order. */
const hitsOf = async (db: DB, rows: readonly { rowid: number; snippet?: string }[]): Promise<SearchHit[]> => {
  const items = rows.map((r) => ({ ...itemOf(r.rowid), snippet: r.snippet ?? '' }));
  const cards = new Map<string, SearchCard>();
  const kinds = new Set(items.map((i) => i.kind).filter((k) => k !== undefined));
  for (const kind of kinds) {
    const ids = items.filter((i) => i.kind === kind).map((i) => i.id);
    for (const card of await kind.source.cards(db, ids)) cards.set(`${kind.key}:${card.id}`, card);
  }
  return items.flatMap(({ kind, id, snippet }) => {
    const card = kind && cards.get(`${kind.key}:${id}`);
    return card && kind
      ? [{ kind: kind.key, ...card, path: pathOf(kind.key, card.slug), snippet: snippetParts(snippet) }]
      : [];
  });
};

const perTab = <T>(value: T) => Object.fromEntries(SEARCH_TABS.map((t) => [t, value])) as Record<SearchTabKey, T>;

/** A page of a tab: ranked by bm25 when that is cheap, else title and name matches first. */
const pageOf = async (db: DB, query: MatchQuery, floor: number, range: repo.Range, offset: number) => {
  if (query.cost <= BM25_MAX_DOCS) return repo.rankedPage(db, query.expression, floor, range, PER_PAGE, offset);
  const titles = inTitles(query.expression);
  const first = await repo.newestPage(db, titles, range, PER_PAGE, offset);
  if (first.length === PER_PAGE) return first;
  // The page reaches past the title matches: the rest follows, from where it starts.
  const inFirstTier = first.length ? offset + first.length : (await repo.newestMatches(db, titles, range)).count;
  const rest = await repo.newestPage(
    db,
    notInTitles(query.expression),
    range,
    PER_PAGE - first.length,
    Math.max(0, offset - inFirstTier),
  );
  return [...first, ...rest];
};

/** Each tab's count, and the page asked for of each tab (or of the one asked for). */
const findInTabs = async (
  db: DB,
  query: MatchQuery,
  input: { page: number; tab?: SearchTabKey },
  result: SearchResult,
) => {
  const offset = (input.page - 1) * PER_PAGE;
  for (const tab of SEARCH_TABS) {
    const range = tabRange(tab);
    const found = await repo.newestMatches(db, query.expression, range);
    result.counts[tab] = found.count;
    result.counts_capped[tab] = found.capped;
    if (input.tab && input.tab !== tab) continue;
    const rows = found.count > offset ? await pageOf(db, query, found.floor, range, offset) : [];
    result.tabs[tab] = { data: await hitsOf(db, rows), hasMorePages: offset + PER_PAGE < found.count };
  }
};

export const search = async (
  deps: AppDeps,
  input: { search: string; page: number; tab?: SearchTabKey },
): Promise<SearchResult> => {
  const { db } = deps;
  await upToDate(db);
  const result: SearchResult = {
    search: input.search,
    page: input.page,
    counts: perTab(0),
    counts_capped: perTab(false),
    tabs: {},
  };
  const vocabulary = await vocabularyOf(db);
  const query = matchQuery(input.search, vocabulary);
  if (query) await findInTabs(db, query, input, result);
  if (SEARCH_TABS.every((t) => result.counts[t] === 0))
    result.no_results = { terms: nearestTerms(input.search, vocabulary, NEAREST_TERMS), sections: SECTIONS };
  return result;
};

/** A few titles that start with what is typed (or one typo from it), for type-ahead. */
export const suggestions = async (deps: AppDeps, input: { search: string }): Promise<{ data: SearchSuggestion[] }> => {
  const { db } = deps;
  await upToDate(db);
  const query = matchQuery(input.search, await vocabularyOf(db));
  if (!query) return { data: [] };
  const titles = inTitles(query.expression);
  const rows =
    query.cost <= BM25_MAX_DOCS
      ? await repo.suggestionRows(db, titles, SUGGESTION_CANDIDATES, SUGGESTIONS)
      : await repo.newestTitles(db, titles, SUGGESTIONS);
  return {
    data: (await hitsOf(db, rows)).map((h) => ({
      kind: h.kind,
      tab: kindOf(h.kind)!.tab,
      title: h.title,
      path: h.path,
    })),
  };
};

/** The posts listed under a tag, newest first, 12 a page. */
export const byTag = async (deps: AppDeps, input: { tag_id: number; page: number }) => {
  const { db } = deps;
  await upToDate(db);
  const offset = (input.page - 1) * PER_PAGE;
  const rows = await repo.taggedPage(db, input.tag_id, tabRange('ARTICLES'), PER_PAGE + 1, offset);
  return { data: await hitsOf(db, rows.slice(0, PER_PAGE)), hasMorePages: rows.length > PER_PAGE };
};
