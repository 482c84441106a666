// Where each kind lives in the search index is said by the kind's own search source (its `place`
// in its tab's band), not by a list in the search module: every kind with a search tab is indexed,
// each at its own code, and two kinds claiming one place are refused at start.
import { describe, expect, it } from 'vitest';
import { PUBLIC_KIND_KEYS, PUBLIC_KINDS } from '#shared/public-kinds';
import { PUBLIC_SOURCES } from '#server/compose/public-registry';
import { indexedKinds, indexKinds } from '#server/modules/search/search-kinds';
import type { PublicSources } from '#server/lib/domain-face';

describe('the kinds search indexes (from the registry)', () => {
  it('indexes every kind with a search tab, each under its tab with a code of its own', () => {
    indexKinds(PUBLIC_SOURCES);
    const searched = PUBLIC_KIND_KEYS.filter((key) => PUBLIC_KINDS[key].search !== null);
    expect(
      indexedKinds()
        .map((k) => k.key)
        .sort(),
    ).toEqual([...searched].sort());
    const codes = indexedKinds().map((k) => k.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const kind of indexedKinds()) expect(kind.tab).toBe(PUBLIC_KINDS[kind.key].search);
    // Ordered by code: the index's signature (a rebuild when it changes) reads them in this order.
    expect(codes).toEqual([...codes].sort((a, b) => a - b));
  });

  it('refuses two kinds of one tab at one place', () => {
    const sources = { ...PUBLIC_SOURCES } as PublicSources;
    sources.pressRelease = { ...sources.pressRelease!, search: { ...sources.pressRelease!.search!, place: 0 } };
    expect(() => indexKinds(sources)).toThrow('the kinds news and pressRelease both take place 0 of the ARTICLES tab');
    indexKinds(PUBLIC_SOURCES);
  });
});
