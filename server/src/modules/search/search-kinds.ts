// Which public kinds search finds, and where each lives in the index: a document's rowid is
// `code * 2^32 + id`, and a kind's code lies in its tab's band of ten, so a tab is one rowid range
// (counted and ranked without a join) and a rowid says its kind and item.
import { SEARCH_TABS } from '#shared/constants';
import { PUBLIC_KINDS, type PublicKindKey } from '#shared/public-kinds';
import type { SearchTabKey } from '#shared/schemas/search';
import type { PublicSources } from '#server/lib/domain-face';
import type { SearchSource } from '#server/lib/public-kind-source';

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

interface Index {
  kinds: IndexedKind[];
  byCode: Map<number, IndexedKind>;
  byKey: Map<string, IndexedKind>;
}

let index: Index | undefined;

/**
 * Hands search the public registry (the composition root does, server/src/compose/, as it gathers
 * it from the domains): every kind that is searchable now, with a search tab in shared/public-kinds.ts
 * and a domain that gives its documents. Search is a domain like the ones it reads, so it cannot
 * import the registry they are gathered into.
 */
export const indexKinds = (sources: PublicSources) => {
  const kinds = (Object.keys(PLACE) as SearchedKind[]).flatMap((key) => {
    const source = sources[key]?.search;
    const tab = PUBLIC_KINDS[key].search;
    return source ? [{ key, tab, code: tabBase(tab) + PLACE[key], source }] : [];
  });
  index = { kinds, byCode: new Map(kinds.map((k) => [k.code, k])), byKey: new Map(kinds.map((k) => [k.key, k])) };
};

const indexed = () => {
  if (!index) throw new Error('search was not handed the public registry: import server/src/compose/ first');
  return index;
};

/** Every kind that is searchable now (indexKinds). */
export const indexedKinds = () => indexed().kinds;
export const kindOf = (key: string) => indexed().byKey.get(key);
export const rowidOf = (kind: IndexedKind, id: number) => kind.code * BAND + id;
export const itemOf = (rowid: number) => ({ kind: indexed().byCode.get(Math.floor(rowid / BAND)), id: rowid % BAND });

/** The rowid range [from, to) of a tab's documents. */
export const tabRange = (tab: SearchTabKey) => ({ from: tabBase(tab) * BAND, to: (tabBase(tab) + 10) * BAND });
