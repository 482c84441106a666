// The facet index updated in place (works put in, changed, taken out, slots reused, the value pool
// compacted) counts exactly what a plain count over the same works gives, for many filter sets.
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { FACET_GROUPS, FacetIndex, Membership } from '#server/modules/catalogue/facet-index';
import { countFacets } from '#server/modules/catalogue/facet-counts';
import { FACET_LOOKUPS, type FacetWork } from '#server/modules/catalogue/public-facets.repository';
import type { ArtworkFilter } from '#server/modules/catalogue/public-artwork.repository';
import { Rng } from '#server/demo/prng';

const GROUP_FIELDS = ['artTypes', 'materials', 'colors', 'regions', 'periods', 'availabilities'] as const;
const FOR_SALE = [1, 2];

/** The rules of applyFilter, written plainly over a list of works. */
const matches = (w: FacetWork, f: ArtworkFilter, skipGroup?: number) => {
  if (f.artistId !== undefined && w.artist_id !== f.artistId) return false;
  if (f.artists?.length && !f.artists.includes(w.artist_id)) return false;
  if (f.priceStart !== undefined || f.priceEnd !== undefined) {
    if (!FOR_SALE.includes(w.availability) || w.price === null) return false;
    if (f.priceStart !== undefined && w.price < f.priceStart) return false;
    if (f.priceEnd !== undefined && w.price > f.priceEnd) return false;
  }
  for (const [v, s, e] of [
    [w.width, f.widthStart, f.widthEnd],
    [w.height, f.heightStart, f.heightEnd],
    [w.depth, f.depthStart, f.depthEnd],
  ] as const) {
    if (s === undefined && e === undefined) continue;
    if (v === null || (s !== undefined && v < s) || (e !== undefined && v > e)) return false;
  }
  return GROUP_FIELDS.every((field, g) => {
    const ids = f[field];
    if (g === skipGroup || !ids?.length) return true;
    const has = g < FACET_LOOKUPS.length ? w.lookups[g]! : [w.availability];
    return has.some((id) => ids.includes(id));
  });
};

const valuesOf = (w: FacetWork, g: number) => (g < FACET_LOOKUPS.length ? w.lookups[g]! : [w.availability]);

const expectSameCounts = (ix: FacetIndex, works: Map<number, FacetWork>, f: ArtworkFilter) => {
  const counts = countFacets(ix, f);
  FACET_GROUPS.forEach((group, g) => {
    const counted = [...works.values()].filter((w) => matches(w, f, g));
    expect(counts[group].all, `${group} ALL ${JSON.stringify(f)}`).toBe(counted.length);
    const byId: Record<number, number> = {};
    for (const w of counted) for (const id of new Set(valuesOf(w, g))) byId[id] = (byId[id] ?? 0) + 1;
    const nonZero = Object.fromEntries(Object.entries(counts[group].byId).filter(([, n]) => n > 0));
    expect(nonZero, `${group} ${JSON.stringify(f)}`).toEqual(Object.fromEntries(Object.entries(byId)));
  });
};

/** The sort keys and highlight; the orders are tested in catalogue-order.test.ts. */
const SORTED = { featured: 0, created_at: '2026-01-01', title: 'Untitled', artist_sort: 'Maker\u0001Ana' };

/** Up to `longest` values a group, a duplicate now and then (the index keeps one). */
const randomWork = (rng: Rng, id: number, longest = 5): FacetWork => ({
  id,
  artist_id: rng.int(1, 6),
  availability: rng.pick([0, 1, 2, 6, 8]),
  price: rng.chance(0.8) ? rng.int(1, 50) * 100 : null,
  height: rng.chance(0.9) ? rng.int(5, 100) : null,
  width: rng.int(5, 100),
  depth: rng.chance(0.6) ? rng.int(0, 6) : null,
  lookups: FACET_LOOKUPS.map(() => Array.from({ length: rng.int(0, longest) }, () => rng.int(1, longest + 2))),
  ...SORTED,
});

const randomFilter = (rng: Rng): ArtworkFilter => {
  const some = () => (rng.chance(0.4) ? Array.from({ length: rng.int(1, 3) }, () => rng.int(1, 8)) : undefined);
  const f: ArtworkFilter = {
    artTypes: some(),
    materials: some(),
    colors: some(),
    regions: rng.chance(0.5) ? some() : undefined,
    availabilities: rng.chance(0.3) ? [rng.pick([0, 1, 2, 6, 8])] : undefined,
  };
  const who = rng.int(0, 9);
  if (who < 2) f.artistId = rng.int(1, 7);
  else if (who < 4) f.artists = [rng.int(1, 6), rng.int(1, 6)];
  if (rng.chance(0.3)) [f.priceStart, f.priceEnd] = [rng.int(0, 2000), rng.int(2000, 5000)];
  if (rng.chance(0.2)) f.widthStart = rng.int(5, 60);
  if (rng.chance(0.2)) f.depthEnd = rng.int(0, 4);
  return f;
};

describe('facet index updated in place', () => {
  it.each([
    ['', Membership.compactAt, false],
    // Works that gain values leave their old place in the pool behind: compacted again and again.
    [', its value pool compacted', 8, true],
  ])(
    'counts what a plain count gives after works are added, changed and removed%s',
    (_, compactAt, growing) => {
      const before = Membership.compactAt;
      Membership.compactAt = compactAt;
      const compact = vi.spyOn(Membership.prototype as unknown as { compact: () => void }, 'compact');
      onTestFinished(() => {
        Membership.compactAt = before;
        compact.mockRestore();
      });
      const rng = new Rng(30);
      const ix = new FacetIndex();
      const works = new Map<number, FacetWork>();
      let nextId = 1;
      for (let step = 0; step < 3000; step++) {
        const ids = [...works.keys()];
        const longest = growing ? 1 + Math.floor(step / 150) : 5;
        // Growing works are mostly changed ones: each change to a longer list leaves its old place behind.
        const roll = growing ? rng.pick([0, 4, 5, 6, 6, 6, 6, 6, 6, 9]) : rng.int(0, 9);
        if (roll < 4 || !ids.length) {
          const w = randomWork(rng, nextId++, longest);
          works.set(w.id, w);
          ix.upsert(w);
        } else if (roll < 7) {
          // A changed work: a new price, other materials, another artist.
          const w = randomWork(rng, rng.pick(ids), longest);
          works.set(w.id, w);
          ix.upsert(w);
        } else {
          const id = rng.pick(ids);
          works.delete(id);
          ix.remove(id);
        }
        if (step % 100 === 0) {
          expect(ix.size).toBe(works.size);
          expectSameCounts(ix, works, {});
          for (let k = 0; k < 8; k++) expectSameCounts(ix, works, randomFilter(rng));
        }
      }
      // A work it does not hold: taking it out changes nothing.
      ix.remove(10 ** 9);
      expect(ix.size).toBe(works.size);
      for (let k = 0; k < 50; k++) expectSameCounts(ix, works, randomFilter(rng));
      // Ranges alone, met by most works (counted as the unfiltered counts less those left out) or few.
      for (const f of [{ widthStart: 6 }, { widthEnd: 12 }, { heightStart: 5, depthEnd: 6 }, { priceStart: 100 }])
        expectSameCounts(ix, works, f);
      expect(compact.mock.calls.length > 0).toBe(growing);
    },
    30_000,
  );

  it('counts nothing for a value no work has and an artist with no works', () => {
    const ix = new FacetIndex();
    ix.upsert({
      id: 1,
      artist_id: 1,
      availability: 1,
      price: 100,
      height: 1,
      width: 1,
      depth: null,
      lookups: [[1], [2]],
      ...SORTED,
    });
    expect(countFacets(ix, { materials: [99] }).colors.all).toBe(0);
    expect(countFacets(ix, { artistId: 42 }).materials.all).toBe(0);
    expect(countFacets(ix, { materials: [99] }).materials.byId).toEqual({ 2: 1 });
  });
});
