// Site-wide search on the demo gallery, as visitors write (issue 30): the plurals of what it holds
// find it, and so do the examples the empty search field suggests. The demo is built small (the
// same kinds of content, fewer works); the full one is built by the start-up test.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_HINT_EXAMPLES } from '#shared/constants';
import type { SearchResult } from '#shared/schemas/search';
import { seedDemoIfEmpty } from '#server/demo/seed';
import { bodyOf, createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
const search = (q: string) => bodyOf<SearchResult>(t.http().get(`/api/public/search?search=${encodeURIComponent(q)}`));

/** The works a visitor can open that are of an art type. */
const worksOfType = async (type: string) =>
  Number(
    (
      await t.deps.db
        .selectFrom('artworks')
        .innerJoin('artists', 'artists.id', 'artworks.artist_id')
        .innerJoin('artwork_art_types as l', 'l.artwork_id', 'artworks.id')
        .innerJoin('art_types', 'art_types.id', 'l.art_type_id')
        .where('art_types.title', '=', type)
        .where('artworks.status', '=', '1')
        .where('artists.status', '=', '1')
        .select((eb) => eb.fn.count('artworks.id').distinct().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoIfEmpty(t.deps, { today: new Date('2026-11-22T09:00:00Z'), small: { artworks: 80 } })).toBe(
    true,
  );
}, 180_000);
afterAll(async () => {
  await t.close();
});

/** The finding's words, their singulars, and the art type of the works they name. */
const WORDS = [
  { plural: 'rugs', singular: 'rug', type: 'Rug' },
  { plural: 'quilts', singular: 'quilt', type: 'Quilt' },
  { plural: 'tapestries', singular: 'tapestry', type: 'Tapestry' },
  { plural: 'baskets', singular: 'basket', type: 'Basketry' },
  { plural: 'exhibitions', singular: 'exhibition', type: null },
];

describe('searching the demo gallery as visitors write', () => {
  it('finds every rug, quilt, tapestry and basketry work by the plural', async () => {
    for (const { plural, type } of WORDS) {
      if (!type) continue;
      const works = await worksOfType(type);
      expect(works, type).toBeGreaterThan(0);
      expect((await search(plural)).counts.ART, plural).toBeGreaterThanOrEqual(works);
    }
  });

  it('finds the same by a plural as by its singular', async () => {
    for (const { plural, singular } of WORDS)
      expect((await search(plural)).counts, plural).toEqual((await search(singular)).counts);
  });

  it('finds the shows by "exhibitions"', async () => {
    const r = await search('exhibitions');
    expect(r.counts.EVENTS).toBeGreaterThan(0);
    expect(r.tabs.EVENTS!.data.every((h) => h.kind === 'exhibition' || h.kind === 'event')).toBe(true);
    expect(r.tabs.EVENTS!.data.some((h) => h.kind === 'exhibition')).toBe(true);
  });

  it('finds what the search field’s examples name: shows for "Exhibitions", works for "Baskets"', async () => {
    expect(SEARCH_HINT_EXAMPLES).toEqual(['Exhibitions', 'Baskets']);
    const [shows, baskets] = await Promise.all(SEARCH_HINT_EXAMPLES.map(search));
    expect(shows!.counts.EVENTS).toBeGreaterThan(0);
    expect(baskets!.counts.ART).toBe(await worksOfType('Basketry'));
    expect(shows!.no_results).toBeUndefined();
  });
});
