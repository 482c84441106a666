// Site-wide search (issue 17): ranking, the visitor's syntax taken as text, tabs and counts, what is
// never found, the index following writes (update, deactivation, delete, a lookup renamed), one
// typo, diacritics, type-ahead suggestions, and the spec's 422 messages.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MSG } from '#shared/messages';
import type { SearchResult } from '#shared/schemas/search';
import { makeArtist, makeArtwork } from '#server/factories/catalogue';
import { makeEvent, makeExhibition, makeViewingRoom } from '#server/factories/events';
import { makeArtType, makeColor, makeMaterial } from '#server/factories/lookups';
import { makeLooseThread, makeMemoriam, makePost, makeTag } from '#server/factories/media';
import { rebuildIndex } from '#server/modules/search/search-index';
import { readVocabulary, vocabularyOf } from '#server/modules/search/vocabulary';
import { bodyOf, firstMessages, refusedFields, testAppForFile } from '../setup/test-app';

const t = testAppForFile();
const search = (q: string, extra = '') =>
  bodyOf<SearchResult>(t.http().get(`/api/public/search?search=${encodeURIComponent(q)}${extra}`));
const titles = (r: SearchResult, tab: keyof SearchResult['tabs']) => r.tabs[tab]?.data.map((h) => h.title) ?? [];

let weaver: { id: number };
const slugOf = { basket: '' };
let wool: { id: number };

beforeAll(async () => {
  const db = t.deps.db;
  wool = await makeMaterial(db, 'Merino');
  const indigo = await makeColor(db, 'Indigo');
  weaver = await makeArtist(db, {
    first_name: 'Hattie',
    last_name: 'Saltmarsh',
    biography: '<p>Coil baskets from the coast.</p>',
  });
  // Mentions the name only in her biography: must come after the artist of that name.
  await makeArtist(db, {
    first_name: 'Rosa',
    last_name: 'Quispe',
    biography: '<p>Rosa studied coiling with Hattie Saltmarsh in Maine.</p>',
  });
  await makeArtist(db, { first_name: 'Bjørk', last_name: 'Müller', biography: '<p>Linen.</p>' });
  await makeArtist(db, { first_name: 'Teresa', last_name: 'Cortés', biography: '<p>Wool.</p>' });
  const basket = await makeArtwork(db, {
    artist_id: weaver.id,
    title: 'Tidewater Basket',
    description: '<p>Sweetgrass coiled tight, dyed in indigo.</p>',
    material_ids: [wool.id],
    color_ids: [indigo.id],
  });
  slugOf.basket = basket.slug;
  await makeArtwork(db, {
    artist_id: weaver.id,
    title: 'Harbour Study',
    description: '<p>After the Tidewater series.</p>',
  });
  await makeArtwork(db, { artist_id: weaver.id, title: 'Tidewater Draft', status: '0' });
  const hidden = await makeArtist(db, { first_name: 'Inez', last_name: 'Hidden', status: '0' });
  await makeArtwork(db, { artist_id: hidden.id, title: 'Tidewater Shadow' });
  await makeExhibition(db, { title: 'Tidewater: Baskets of the Coast', artist_ids: [weaver.id] });
  await makeExhibition(db, { title: 'Tidewater Closed', status: '0' });
  await makeEvent(db, { title: 'Tidewater Talk' });
  await makeViewingRoom(db, { title: 'Tidewater Private Room' });
});

describe('GET /api/public/search', () => {
  it('counts each tab and gives the first page of each, cards with their address and snippet', async () => {
    const r = await search('tidewater');
    expect(r.counts).toEqual({ ART: 2, ARTISTS: 0, ARTICLES: 0, EVENTS: 2 });
    expect(titles(r, 'ART')).toEqual(['Tidewater Basket', 'Harbour Study']);
    expect(titles(r, 'EVENTS').sort()).toEqual(['Tidewater Talk', 'Tidewater: Baskets of the Coast']);
    const card = r.tabs.ART!.data[0]!;
    expect(card).toMatchObject({
      kind: 'artwork',
      path: `/artworks/${encodeURIComponent(slugOf.basket)}`,
      kicker: 'Hattie Saltmarsh',
      meta: ['48″ x 36.5″ x 1.875″ (121.9 x 92.7 x 4.8 cm)', '$4,800'],
    });
    expect(card.snippet.some((p) => p.hit && p.text.toLowerCase() === 'tidewater')).toBe(true);
    expect(r.tabs.ART!.hasMorePages).toBe(false);
  });

  it('ranks a match in the title or name above one in a biography or description', async () => {
    expect(titles(await search('saltmarsh'), 'ARTISTS')).toEqual(['Hattie Saltmarsh', 'Rosa Quispe']);
  });

  it('finds by artist, material and colour, the last word as a prefix (type-ahead)', async () => {
    expect(titles(await search('indigo basket'), 'ART')).toEqual(['Tidewater Basket']);
    expect(titles(await search('merino tidew'), 'ART')).toEqual(['Tidewater Basket']);
    expect(titles(await search('hattie saltm'), 'ART')).toContain('Harbour Study');
  });

  it('never finds inactive works, works of an inactive artist, inactive shows or viewing rooms', async () => {
    const r = await search('tidewater');
    const all = Object.values(r.tabs).flatMap((tab) => tab.data.map((h) => h.title));
    for (const hidden of ['Tidewater Draft', 'Tidewater Shadow', 'Tidewater Closed', 'Tidewater Private Room'])
      expect(all).not.toContain(hidden);
    expect((await search('inez hidden')).counts.ARTISTS).toBe(0);
  });

  it('finds a word with one typo when it has five letters or more', async () => {
    expect(titles(await search('tidewatr basket'), 'ART')).toEqual(['Tidewater Basket']); // a letter missing
    expect(titles(await search('saltmrash'), 'ARTISTS')[0]).toBe('Hattie Saltmarsh'); // two swapped
    expect(titles(await search('tidewaxer'), 'ART')).toContain('Tidewater Basket'); // one changed
    expect((await search('coi')).counts.ARTISTS).toBe(2); // short words are prefixes, not guessed
  });

  it('folds diacritics both ways: Bjørk, Müller and Cortés by their plain spellings', async () => {
    expect(titles(await search('bjork'), 'ARTISTS')).toEqual(['Bjørk Müller']);
    expect(titles(await search('muller'), 'ARTISTS')).toEqual(['Bjørk Müller']);
    expect(titles(await search('BJØRK MÜLLER'), 'ARTISTS')).toEqual(['Bjørk Müller']);
    expect(titles(await search('cortes'), 'ARTISTS')).toEqual(['Teresa Cortés']);
    expect(titles(await search('hättie'), 'ARTISTS')[0]).toBe('Hattie Saltmarsh');
  });

  it('takes the visitor text as words, never as FTS syntax', async () => {
    for (const q of [
      '"',
      '*',
      'a',
      '"""',
      '***',
      'NEAR(tidewater basket)',
      "'; drop table artworks; --",
      'title:tidewater',
      'tidewater OR',
      '(((',
      '-tidewater',
      'x'.repeat(500),
      'tide* "water',
    ])
      await search(q);
    // NEAR is a word like any other (no item has it), not an operator.
    expect((await search('NEAR(tidewater basket)')).counts.ART).toBe(0);
    expect((await search('"""')).counts).toEqual({ ART: 0, ARTISTS: 0, ARTICLES: 0, EVENTS: 0 });
    expect((await search("'; drop table artworks; --")).counts.ART).toBe(0);
    expect((await search('tidewater basket')).counts.ART).toBe(1);
  });

  it('answers 422 with the first search message for an empty query, or one past 1000 characters', async () => {
    for (const [q, message] of [
      ['', MSG.required],
      ['   ', MSG.required],
      ['x'.repeat(1001), MSG.max(1000)],
    ] as const) {
      const res = await t.http().get(`/api/public/search?search=${encodeURIComponent(q)}`);
      expect(refusedFields(res)).toEqual({ search: message });
    }
    expect((await t.http().get('/api/public/search')).status).toBe(422);
    const huge = await t.http().get(`/api/public/search?search=tidewater&page=${2 ** 53}`);
    expect(huge.status).toBe(422);
  });

  it('pages a tab: 12 a page, then the rest, and one tab alone when asked', async () => {
    const db = t.deps.db;
    for (let i = 0; i < 13; i++) await makeArtwork(db, { artist_id: weaver.id, title: `Marram ${i}` });
    const first = await search('marram');
    expect(first.counts.ART).toBe(13);
    expect(first.tabs.ART).toMatchObject({ hasMorePages: true });
    expect(first.tabs.ART!.data).toHaveLength(12);
    const second = await search('marram', '&page=2&tab=ART');
    expect(Object.keys(second.tabs)).toEqual(['ART']);
    expect(second.tabs.ART!.data).toHaveLength(1);
    expect(second.tabs.ART!.hasMorePages).toBe(false);
    const seen = [...first.tabs.ART!.data, ...second.tabs.ART!.data].map((h) => h.id);
    expect(new Set(seen).size).toBe(13);
  });
});

describe('the index follows every write', () => {
  it('an update, a deactivation and a delete', async () => {
    const db = t.deps.db;
    const work = await makeArtwork(db, { artist_id: weaver.id, title: 'Lichen Ground', description: null });
    expect(titles(await search('lichen'), 'ART')).toEqual(['Lichen Ground']);
    await db.updateTable('artworks').set({ title: 'Moss Ground' }).where('id', '=', work.id).execute();
    expect((await search('lichen')).counts.ART).toBe(0);
    expect(titles(await search('moss ground'), 'ART')).toEqual(['Moss Ground']);
    await db.updateTable('artworks').set({ status: '0' }).where('id', '=', work.id).execute();
    expect((await search('moss ground')).counts.ART).toBe(0);
    await db.updateTable('artworks').set({ status: '1' }).where('id', '=', work.id).execute();
    expect((await search('moss ground')).counts.ART).toBe(1);
    await db.deleteFrom('artworks').where('id', '=', work.id).execute();
    expect((await search('moss ground')).counts.ART).toBe(0);
  });

  it('a price change leaves the index and its vocabulary as they were; a new word is found at once', async () => {
    const db = t.deps.db;
    const generation = async () =>
      (await db.selectFrom('search_meta').select('value').where('key', '=', 'generation').executeTakeFirst())?.value;
    const work = await makeArtwork(db, {
      artist_id: weaver.id,
      title: 'Saltmarsh Weave',
      description: null,
      price: 100,
    });
    expect(titles(await search('saltmarsh weave'), 'ART')[0]).toBe('Saltmarsh Weave');
    const before = await generation();
    await db.updateTable('artworks').set({ price: 250 }).where('id', '=', work.id).execute();
    expect(titles(await search('saltmarsh weave'), 'ART')[0]).toBe('Saltmarsh Weave');
    expect(await generation()).toBe(before);
    await db.updateTable('artworks').set({ title: 'Saltmarsh Quillwork' }).where('id', '=', work.id).execute();
    expect(titles(await search('quillwork'), 'ART')[0]).toBe('Saltmarsh Quillwork');
    expect(await generation()).not.toBe(before);
  });

  it('reads the vocabulary in slices and misses no term between them', async () => {
    const db = t.deps.db;
    const words = Array.from({ length: 12_000 }, (_, i) => `qv${String(i).padStart(5, '0')}`);
    await makeArtwork(db, { artist_id: weaver.id, title: 'Glossary Cloth', description: words.join(' ') });
    expect(titles(await search('glossary'), 'ART')).toEqual(['Glossary Cloth']);
    const vocabulary = await vocabularyOf(db);
    expect(words.filter((w) => !vocabulary.has(w))).toEqual([]);
    expect(vocabulary.completions('qv', 10).total).toBe(12_000);
  });

  it('keeps the vocabulary in memory in step with the index through each kind of write, without reading it whole', async () => {
    const db = t.deps.db;
    await search('warm');
    const kept = await vocabularyOf(db);
    const work = await makeArtwork(db, { artist_id: weaver.id, title: 'Zanzibar Ikat', description: 'Shibori résumé' });
    expect(titles(await search('zanzibar'), 'ART')).toEqual(['Zanzibar Ikat']);
    await db.updateTable('artworks').set({ title: 'Kilim Ikat' }).where('id', '=', work.id).execute();
    await search('kilim');
    await db.updateTable('artworks').set({ status: '0' }).where('id', '=', work.id).execute();
    await search('kilim');
    await db.updateTable('artworks').set({ status: '1' }).where('id', '=', work.id).execute();
    await search('kilim');
    const other = await makeArtwork(db, { artist_id: weaver.id, title: 'Kilim Weft', description: null });
    await db.deleteFrom('artworks').where('id', '=', other.id).execute();
    await search('kilim');
    // The same object, followed in place: no reading of every term happened.
    expect(await vocabularyOf(db)).toBe(kept);
    expect(kept.has('zanzibar')).toBe(false);
    expect(kept.has('kilim')).toBe(true);
    expect(kept.has('resume')).toBe(true);
    const whole = await readVocabulary(db);
    expect(kept.terms()).toEqual(whole.terms());
    // And its stems: a word's forms are those a whole reading gives.
    expect(kept.forms('kilims')).toEqual(['kilim']);
    for (const w of ['kilims', 'ikats', 'zanzibar', 'wefts', 'resumes'])
      expect(kept.forms(w), w).toEqual(whole.forms(w));
  });

  it('an artist deactivated takes their works out; renamed, their works follow the name', async () => {
    const db = t.deps.db;
    const artist = await makeArtist(db, { first_name: 'Wren', last_name: 'Okafor', biography: null });
    await makeArtwork(db, { artist_id: artist.id, title: 'Estuary', description: null });
    expect((await search('okafor')).counts).toMatchObject({ ART: 1, ARTISTS: 1 });
    await db.updateTable('artists').set({ last_name: 'Adeyemi' }).where('id', '=', artist.id).execute();
    expect((await search('okafor')).counts).toMatchObject({ ART: 0, ARTISTS: 0 });
    expect((await search('adeyemi')).counts).toMatchObject({ ART: 1, ARTISTS: 1 });
    await db.updateTable('artists').set({ status: '0' }).where('id', '=', artist.id).execute();
    expect((await search('adeyemi')).counts).toMatchObject({ ART: 0, ARTISTS: 0 });
  });

  it('a lookup renamed changes what finds its works', async () => {
    await t.deps.db.updateTable('materials').set({ title: 'Alpaca' }).where('id', '=', wool.id).execute();
    expect((await search('merino')).counts.ART).toBe(0);
    expect(titles(await search('alpaca'), 'ART')).toEqual(['Tidewater Basket']);
  });

  it('a rebuild from scratch gives the same answers', async () => {
    const before = await search('tidewater');
    const counts = await rebuildIndex(t.deps.db);
    expect(counts.artwork).toBeGreaterThan(10);
    expect(await search('tidewater')).toEqual(before);
  });
});

describe('GET /api/public/search-snippets', () => {
  it('suggests titles from the first letter, with their address and tab', async () => {
    const r = await bodyOf<{ data: { title: string; path: string; tab: string }[] }>(
      t.http().get('/api/public/search-snippets?search=tidew'),
    );
    expect(r.data.map((s) => s.title)).toContain('Tidewater Basket');
    expect(r.data.find((s) => s.title === 'Tidewater Basket')).toMatchObject({
      tab: 'ART',
      path: `/artworks/${slugOf.basket}`,
    });
    expect(r.data.length).toBeLessThanOrEqual(6);
    // Words in a description are not suggestions: only titles and names.
    const sweet = await bodyOf<{ data: unknown[] }>(t.http().get('/api/public/search-snippets?search=sweetgrass'));
    expect(sweet.data).toEqual([]);
    await bodyOf(t.http().get('/api/public/search-snippets?search=t'));
    const empty = await t.http().get('/api/public/search-snippets?search=');
    expect(firstMessages(empty.body.errors)).toEqual({ search: MSG.required });
  });
});

describe('articles: posts, memoriams, loose threads', () => {
  it('finds each kind under ARTICLES with its address, and a tag lists its posts', async () => {
    const db = t.deps.db;
    const tag = await makeTag(db, 'Natural dyes');
    const other = await makeTag(db, 'Studio');
    await makePost(db, { kind: 'news', title: 'Woad harvest in the news', slug: 'woad-harvest', tag_ids: [tag.id] });
    await makePost(db, { kind: 'press_release', title: 'Woad: a press release', slug: 'woad-release' });
    await makePost(db, { kind: 'arttextstyle', title: 'On woad vats', slug: 'woad-vats', tag_ids: [tag.id, other.id] });
    await makePost(db, { kind: 'arttextstyle', title: 'Woad draft', status: '0', tag_ids: [tag.id] });
    await makeMemoriam(db, { title: 'Ada Woad', slug: 'ada-woad' });
    await makeLooseThread(db, { title: 'Reading woad', slug: 'reading-woad' });
    const r = await search('woad');
    expect(r.counts.ARTICLES).toBe(5);
    const paths = r.tabs.ARTICLES!.data.map((h) => h.path).sort();
    expect(paths).toEqual(
      [
        '/media/arttextstyle/woad-vats',
        '/media/in-the-news/woad-harvest',
        '/media/lives-well-lived/ada-woad',
        '/media/loose-threads/reading-woad',
        '/media/press-releases/woad-release',
      ].sort(),
    );
    // Each card names its kind above the title (a loose thread its type) and its date under it.
    const kickers = Object.fromEntries(r.tabs.ARTICLES!.data.map((h) => [h.path, h.kicker]));
    expect(kickers).toEqual({
      '/media/arttextstyle/woad-vats': 'Arttextstyle',
      '/media/in-the-news/woad-harvest': 'In the news',
      '/media/lives-well-lived/ada-woad': 'Lives well lived',
      '/media/loose-threads/reading-woad': 'On Art',
      '/media/press-releases/woad-release': 'Press releases',
    });
    expect(r.tabs.ARTICLES!.data.every((h) => h.meta.length === 1)).toBe(true);
    // The tag's title finds its posts; the tag's id lists them.
    expect((await search('natural dyes')).counts.ARTICLES).toBe(2);
    const tagged = await bodyOf<{ data: { title: string }[]; hasMorePages: boolean }>(
      t.http().get(`/api/public/search-by-tag?tag_id=${tag.id}`),
    );
    expect(tagged.data.map((h) => h.title).sort()).toEqual(['On woad vats', 'Woad harvest in the news']);
    expect(tagged.hasMorePages).toBe(false);
    // A tag renamed: its posts follow.
    await db.updateTable('tags').set({ title: 'Plant colour' }).where('id', '=', tag.id).execute();
    expect((await search('natural dyes')).counts.ARTICLES).toBe(0);
    expect((await search('plant colour')).counts.ARTICLES).toBe(2);
    const none = await bodyOf<{ data: unknown[] }>(t.http().get('/api/public/search-by-tag?tag_id=999999'));
    expect(none.data).toEqual([]);
    const bad = await t.http().get('/api/public/search-by-tag?tag_id=abc');
    expect(bad.status).toBe(422);
  });

  it('finds a scheduled item only from its minute on, without any write', async () => {
    const db = t.deps.db;
    const at = new Date(Date.now() + 60 * 60_000);
    await makePost(db, { kind: 'news', title: 'Madder season opens', date_published: at.toISOString() });
    await makeMemoriam(db, { title: 'Bea Madder', slug: 'bea-madder', date_published: at.toISOString() });
    expect((await search('madder')).counts.ARTICLES).toBe(0);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date(at.getTime() + 60_000));
      expect((await search('madder')).counts.ARTICLES).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('words as visitors write them (issue 30)', () => {
  beforeAll(async () => {
    const db = t.deps.db;
    const basketry = await makeArtType(db, 'Basketry');
    const artist = await makeArtist(db, { first_name: 'Odile', last_name: 'Ferrand', biography: null });
    await makeArtwork(db, { artist_id: artist.id, title: 'Prairie Tapestry', description: '<p>A wall hanging.</p>' });
    await makeArtwork(db, { artist_id: artist.id, title: 'Hearth Rugs', description: '<p>Two, a pair.</p>' });
    await makeArtwork(db, {
      artist_id: artist.id,
      title: 'Coastal Vessel',
      description: '<p>Coiled.</p>',
      art_type_ids: [basketry.id],
    });
    await makeArtwork(db, { artist_id: artist.id, title: 'Loom Weaver', description: null });
    await makeArtwork(db, { artist_id: artist.id, title: 'Loom Weaves', description: null });
    await makeExhibition(db, { title: 'Lantern Evening', description: '<p>Light.</p>' });
    await makeExhibition(db, { title: 'Open Studios', description: '<p>Doors.</p>' });
  });

  it('finds a singular by its plural and a plural by its singular, works and shows alike', async () => {
    expect(titles(await search('tapestries'), 'ART')).toEqual(['Prairie Tapestry']);
    expect(titles(await search('rug'), 'ART')).toEqual(['Hearth Rugs']);
    expect(titles(await search('rugs'), 'ART')).toEqual(['Hearth Rugs']);
    expect(titles(await search('lanterns'), 'EVENTS')).toEqual(['Lantern Evening']);
    expect(titles(await search('studio'), 'EVENTS')).toEqual(['Open Studios']);
    // Not the last word (no prefix to help): each word still finds its other forms.
    expect(titles(await search('tapestries prairie'), 'ART')).toEqual(['Prairie Tapestry']);
  });

  it('finds a basketry work by "baskets": the stem begins the other', async () => {
    expect(titles(await search('baskets'), 'ART')).toContain('Coastal Vessel');
    expect(titles(await search('baskets vessel'), 'ART')).toEqual(['Coastal Vessel']);
  });

  it('shows the words of the text found, whichever form was typed', async () => {
    const hit = (await search('tapestries')).tabs.ART!.data[0]!;
    expect(hit.snippet.filter((p) => p.hit).map((p) => p.text)).toEqual(['Tapestry']);
  });

  it('asks for one-edit guesses only when no form of the word is known', async () => {
    // "weavers" is one letter from "weaves", but the index knows "weaver": only that is found.
    expect(titles(await search('weavers'), 'ART')).toEqual(['Loom Weaver']);
    // A typo in a plural: its stem is one edit from a known one.
    expect(titles(await search('tapestires'), 'ART')).toEqual(['Prairie Tapestry']);
    expect(titles(await search('tapestires prairie'), 'ART')).toEqual(['Prairie Tapestry']);
  });

  it('still finds a word from its first letters while it is typed', async () => {
    for (const typed of ['t', 'ta', 'tap', 'tape', 'tapes', 'tapest', 'tapestr', 'tapestri'])
      expect(titles(await search(typed), 'ART'), typed).toContain('Prairie Tapestry');
  });

  it('answers a search that finds nothing with the nearest words and the sections to browse', async () => {
    const none = await search('tapistery');
    expect(none.counts).toEqual({ ART: 0, ARTISTS: 0, ARTICLES: 0, EVENTS: 0 });
    expect(none.no_results?.terms).toContain('tapestry');
    expect(none.no_results?.sections.map((s) => s.path)).toEqual([
      '/artworks',
      '/artists',
      '/exhibitions',
      '/events',
      '/media',
    ]);
    expect(none.no_results?.sections[0]).toEqual({ label: 'Artworks', path: '/artworks' });
    // Each word offered finds something of its own.
    for (const term of none.no_results!.terms) {
      const r = await search(term);
      expect(
        Object.values(r.counts).some((n) => n > 0),
        term,
      ).toBe(true);
    }
    // Two words found apart but never together: each is offered alone.
    expect((await search('prairie rugs')).no_results?.terms).toEqual(['prairie', 'rugs']);
    // Nothing like it at all, or no word: the sections only.
    expect((await search('qqxxzz')).no_results?.terms).toEqual([]);
    expect((await search('"')).no_results?.sections).toHaveLength(5);
    // Something found: no such field.
    expect((await search('tapestry')).no_results).toBeUndefined();
  });
});
