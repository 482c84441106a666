// Which public kinds search finds, and where each lives in the index: a document's rowid is
// `code * 2^32 + id`, and a kind's code lies in its tab's band of ten, so a tab is one rowid range
// (counted and ranked without a join) and a rowid says its kind and item.
import { SEARCH_TABS } from '#shared/constants';
import { PUBLIC_KIND_KEYS, PUBLIC_KINDS, type PublicKindKey } from '#shared/public-kinds';
import type { SearchTabKey } from '#shared/schemas/search';
import type { PublicSources } from '#server/lib/domain-face';
import type { SearchSource } from '#server/lib/public-kind-source';

type Kinds = typeof PUBLIC_KINDS;
/** The kinds with a search tab (viewing rooms and advisories have none). */
export type SearchedKind = { [K in PublicKindKey]: Kinds[K]['search'] extends null ? never : K }[PublicKindKey];

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
  const kinds = PUBLIC_KIND_KEYS.flatMap((key): IndexedKind[] => {
    const source = sources[key]?.search;
    const tab = PUBLIC_KINDS[key].search;
    if (!source || !tab) return [];
    if (!Number.isInteger(source.place) || source.place < 0 || source.place > 9)
      throw new Error(`search: the kind ${key} has place ${source.place}, not one of 0-9`);
    return [{ key: key as SearchedKind, tab, code: tabBase(tab) + source.place, source }];
  }).sort((a, b) => a.code - b.code);
  for (const [i, kind] of kinds.entries())
    if (kinds[i - 1]?.code === kind.code)
      throw new Error(
        `search: the kinds ${kinds[i - 1]!.key} and ${kind.key} both take place ${kind.code % 10} of the ${kind.tab} tab`,
      );
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
