// The shop's orders kept in the facet index (catalogue-order.ts) stay what a plain sort of the same
// works gives, for every sort, through thousands of random puts, changes and removals (the orders are
// moved in place, or dropped and sorted again), filtered or not, at any offset.
import { describe, expect, it } from 'vitest';
import { PUBLIC_ARTWORK_SORTS } from '#shared/catalogue-sorts';
import type { PublicArtworkSort } from '#shared/schemas/catalogue-public';
import { FacetIndex } from '#server/modules/catalogue/facet-index';
import { matcherOf } from '#server/modules/catalogue/facet-match';
import { FACET_LOOKUPS, type FacetWork } from '#server/modules/catalogue/public-facets.repository';
import { Rng } from '#server/demo/prng';

const TITLES = ['loom', 'Loom', 'Warp', 'weft', 'a', '_b'];
// As SQLite and toISOString write them (kept as numbers), and other texts (kept as text), mixed:
// one that only looks like a time, and one a byte below a kept number's text.
const DAYS = [
  '2026-01-01',
  '2026-01-02',
  '2026-01-02T10:00:00.000Z',
  '2025-12-31T23:59:59.999Z',
  '2026-01-02T10:00:00.001Z',
  '2026-02-30T10:00:00.000Z',
  '2026-01-02T10:00:00.000',
];

const randomWork = (rng: Rng, id: number): FacetWork => ({
  id,
  artist_id: rng.int(1, 4),
  availability: rng.pick([1, 2, 6, 8]),
  price: rng.chance(0.8) ? rng.pick([100, 200, 300]) : null,
  height: 10,
  width: 10,
  depth: null,
  lookups: FACET_LOOKUPS.map(() => (rng.chance(0.5) ? [rng.int(1, 3)] : [])),
  featured: rng.chance(0.2) ? 1 : 0,
  created_at: rng.pick(DAYS),
  title: rng.pick(TITLES),
  artist_sort: rng.pick(['Lund\u0001Ana', 'lund\u0001ana', 'Quispe\u0001Bo']),
});

/** The ORDER BY of applySort, written plainly (ASCII keys: NOCASE is toLowerCase here). */
const cmp = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
const sale = (w: FacetWork) => (w.availability === 1 || w.availability === 2 ? w.price : null);
const plain = (sort: PublicArtworkSort) => (a: FacetWork, b: FacetWork) => {
  const t = cmp(a.title.toLowerCase(), b.title.toLowerCase());
  const price = (sign: number) => {
    const [pa, pb] = [sale(a), sale(b)];
    if (pa === null || pb === null) return pa === pb ? a.id - b.id : pa === null ? 1 : -1;
    return (pa - pb) * sign || a.id - b.id;
  };
  switch (sort) {
    case 'oldest':
      return cmp(a.created_at, b.created_at) || a.id - b.id;
    case 'newest':
      return cmp(b.created_at, a.created_at) || b.id - a.id;
    case 'title_a_z':
      return t || a.id - b.id;
    case 'title_z_a':
      return -t || b.id - a.id;
    case 'price_low_high':
      return price(1);
    case 'price_high_low':
      return price(-1);
    case 'artist_a_z':
      return cmp(a.artist_sort.toLowerCase(), b.artist_sort.toLowerCase()) || t || a.id - b.id;
  }
};

const expectOrders = (ix: FacetIndex, works: Map<number, FacetWork>, rng: Rng) => {
  const f = rng.chance(0.5) ? {} : { artists: [rng.int(1, 4)] };
  const match = matcherOf(ix, f);
  const mask = match && Uint8Array.from({ length: ix.high }, (_, i) => (match(i) ? 1 : 0));
  for (const sort of PUBLIC_ARTWORK_SORTS) {
    const want = [...works.values()].filter((w) => !('artists' in f) || f.artists!.includes(w.artist_id));
    want.sort(plain(sort));
    const skip = rng.int(0, want.length);
    const got = ix.orders.page(sort, mask, skip, 10).map((i) => ix.idOf[i]);
    expect(got, `${sort} ${JSON.stringify(f)} from ${skip}`).toEqual(want.slice(skip, skip + 10).map((w) => w.id));
  }
};

describe('the shop orders in the facet index', () => {
  it('match a plain sort through random changes, kept in place or sorted again', () => {
    const rng = new Rng(34);
    const ix = new FacetIndex();
    const works = new Map<number, FacetWork>();
    for (let id = 1; id <= 300; id++) {
      const w = randomWork(rng, id);
      works.set(id, w);
      ix.upsert(w);
    }
    expectOrders(ix, works, rng);
    for (let step = 0; step < 2000; step++) {
      const id = rng.int(1, 400);
      if (rng.chance(0.3)) {
        works.delete(id);
        ix.remove(id);
      } else {
        const w = randomWork(rng, id);
        works.set(id, w);
        ix.upsert(w);
      }
      if (step % 97 === 0) expectOrders(ix, works, rng);
      if (step === 1000) ix.dropOrders();
    }
    expectOrders(ix, works, rng);
  });

  it('keep their order while artists are renamed again and again (the shared keys are let go and made again)', () => {
    const rng = new Rng(36);
    const ix = new FacetIndex();
    const works = new Map<number, FacetWork>();
    for (let id = 1; id <= 200; id++) {
      const w = { ...randomWork(rng, id), artist_id: 1 + (id % 5) };
      works.set(id, w);
      ix.upsert(w);
    }
    expectOrders(ix, works, rng);
    // Every rename stamps each of the artist's works, and the keeper puts them in again one by one.
    for (let rename = 0; rename < 300; rename++) {
      const artist = rng.int(1, 5);
      const name = `${rng.pick(['Lund', 'lund', 'Quispe', 'Ito'])}${rename}\u0001${rng.pick(['Ana', 'Bo'])}`;
      for (const w of works.values())
        if (w.artist_id === artist) {
          const renamed = { ...w, artist_sort: name };
          works.set(w.id, renamed);
          ix.upsert(renamed);
        }
      if (rename % 37 === 0) expectOrders(ix, works, rng);
    }
    expectOrders(ix, works, rng);
  });
});
