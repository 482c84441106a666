// Which public kinds search finds, and where each lives in the index: a document's rowid is
// `code * 2^32 + id`, and a kind's code lies in its tab's band of ten, so a tab is one rowid range
// (counted and ranked without a join) and a rowid says its kind and item.
import { SEARCH_TABS } from '#shared/constants';
import { PUBLIC_KINDS, type PublicKindKey } from '#shared/public-kinds';
import type { SearchTabKey } from '#shared/schemas/search';
import { PUBLIC_SOURCES } from '../public-registry';
import type { SearchSource } from '../public-kind-source';

type Kinds = typeof PUBLIC_KINDS;
/** The kinds with a search tab (viewing rooms and advisories have none). */
export type SearchedKind = { [K in PublicKindKey]: Kinds[K]['search'] extends null ? never : K }[PublicKindKey];

/** A kind's place inside its tab's band. Changing one means a rebuild (the signature sees it). */
const PLACE: Record<SearchedKind, number> = {
  artwork: 0,
  artist: 0,
  news: 0,
  pressRelease: 1,
  blogPost: 2,
  memoriam: 3,
  looseThread: 4,
  exhibition: 0,
  event: 1,
};

const BAND = 2 ** 32;
const tabBase = (tab: SearchTabKey) => (SEARCH_TABS.indexOf(tab) + 1) * 10;

export interface IndexedKind {
  key: SearchedKind;
  tab: SearchTabKey;
  code: number;
  source: SearchSource;
}

/** Every kind that is searchable now: a search tab in the registry and a module that gives documents. */
export const INDEXED_KINDS: IndexedKind[] = (Object.keys(PLACE) as SearchedKind[]).flatMap((key) => {
  const source = PUBLIC_SOURCES[key]?.search;
  const tab = PUBLIC_KINDS[key].search;
  return source ? [{ key, tab, code: tabBase(tab) + PLACE[key], source }] : [];
});

const byCode = new Map(INDEXED_KINDS.map((k) => [k.code, k]));
const byKey = new Map(INDEXED_KINDS.map((k) => [k.key as string, k]));

export const kindOf = (key: string) => byKey.get(key);
export const rowidOf = (kind: IndexedKind, id: number) => kind.code * BAND + id;
export const itemOf = (rowid: number) => ({ kind: byCode.get(Math.floor(rowid / BAND)), id: rowid % BAND });

/** The rowid range [from, to) of a tab's documents. */
export const tabRange = (tab: SearchTabKey) => ({ from: tabBase(tab) * BAND, to: (tabBase(tab) + 10) * BAND });
