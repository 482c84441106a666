// Site-wide search: counts and a page of cards per tab, type-ahead suggestions, a tag's posts.
// The index answers which items match and in what order; each kind's module draws its own cards
// (through the public registry), so a card here is the one its list pages show.
import { PAGE_SIZE, SEARCH_TABS } from '#shared/constants';
import { pathOf } from '#shared/public-kinds';
import type { SearchHit, SearchResult, SearchSuggestion, SearchTabKey } from '#shared/schemas/search';
import type { AppDeps } from '#server/deps';
import type { DB } from '#server/db/database';
import type { SearchCard } from '../public-kind-source';
import { applyPending, hasDueWork } from './search-index';
import { itemOf, kindOf, tabRange } from './search-kinds';
import { inTitles, matchExpression } from './search-query';
import * as repo from './search.repository';
import { vocabularyOf } from './vocabulary';

const PER_PAGE = PAGE_SIZE.publicList;
const SUGGESTIONS = 6;
const SUGGESTION_CANDIDATES = 200;

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

const emptyCounts = () => Object.fromEntries(SEARCH_TABS.map((t) => [t, 0])) as Record<SearchTabKey, number>;

export const search = async (
  deps: AppDeps,
  input: { search: string; page: number; tab?: SearchTabKey },
): Promise<SearchResult> => {
  const { db } = deps;
  await upToDate(db);
  const result: SearchResult = { search: input.search, page: input.page, counts: emptyCounts(), tabs: {} };
  const match = matchExpression(input.search, await vocabularyOf(db));
  if (!match) return result;
  const offset = (input.page - 1) * PER_PAGE;
  for (const tab of SEARCH_TABS) {
    const range = tabRange(tab);
    const count = await repo.countMatches(db, match, range);
    result.counts[tab] = count;
    if (input.tab && input.tab !== tab) continue;
    const rows = count > offset ? await repo.rankedPage(db, match, range, count, PER_PAGE, offset) : [];
    result.tabs[tab] = {
      data: await hitsOf(db, rows),
      hasMorePages: offset + PER_PAGE < Math.min(count, repo.RANK_CAP),
    };
  }
  return result;
};

/** A few titles that start with what is typed (or one typo from it), for type-ahead. */
export const suggestions = async (deps: AppDeps, input: { search: string }): Promise<{ data: SearchSuggestion[] }> => {
  const { db } = deps;
  await upToDate(db);
  const match = matchExpression(input.search, await vocabularyOf(db));
  if (!match) return { data: [] };
  const rows = await repo.suggestionRows(db, inTitles(match), SUGGESTION_CANDIDATES, SUGGESTIONS);
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
