// The public pages, served as a crawler reads them (plain GET, no browser), compared byte for byte
// with the copies stored in __page-snapshots__/ (one .html.snap a page, its status and address on the
// first line; the inline stylesheet all pages share once, in inline-styles.css.snap). They end in
// .snap, as vitest names its snapshots: recorded output, not source. The test guards moves of code
// that must not change what a visitor gets: markup, text, JSON-LD, the SSR state, meta tags and
// status codes. normalise() lists the few build artefacts it sets aside, and why.
//
// The data set is fixed: every title, slug, SKU, position, date and image file name is given here,
// and every created_at / updated_at is set to one instant, so a page does not change with the day it
// runs or with the rows other test files made first (the factories' counter is per process). Past
// things are in 2020-2024, coming ones in 2031 and later (an event's "Coming up" follows today's
// date: it holds until 2031). Artists and post kinds have at most one other item, so the pages'
// random picks ("more by the artist", "more posts") have one answer. The only thing a visitor sees
// that follows the clock is the footer's copyright year: normalise() replaces it.
//
// On purpose, after a change that should alter pages: `npx vitest run tests/e2e/page-snapshots.test.ts -u`,
// then read the diff of __page-snapshots__/. With CI set, vitest never writes a missing file: it fails.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { artworkFormPath, advisoryInquiryPath, listPathOf, pathOf } from '#shared/public-kinds';
import { SITE_PAGES } from '#shared/site-pages';
import { makeArtist, makeArtwork } from '#server/factories/catalogue';
import { makeEvent, makeExhibition, makeRsvp, makeTimeslot, makeViewingRoom } from '#server/factories/events';
import { makeImage } from '#server/factories/images';
import { makeLookups } from '#server/factories/lookups';
import {
  makeArtAdvisory,
  makeComment,
  makeLooseThread,
  makeMemoriam,
  makePost,
  makeTag,
} from '#server/factories/media';
import { useSite } from './harness';

const site = useSite();

/** Every row's created_at and updated_at: leaks into the SSR state of some pages otherwise. */
const STAMP = '2024-06-01T12:00:00.000Z';

/**
 * An image whose stored files have a fixed name (the upload pipeline draws a random one): its
 * addresses are in srcsets, og:image and JSON-LD.
 */
const fixedImage = async (stem: string, size: { width: number; height: number; color: string }) => {
  const { deps } = site().t;
  const made = await makeImage(deps, size);
  const row = await deps.db.selectFrom('files').selectAll().where('id', '=', made.id).executeTakeFirstOrThrow();
  const variants = JSON.parse(row.variants) as { path: string }[];
  const dir = path.join(deps.env.UPLOADS_DIR, stem.slice(0, 2));
  fs.mkdirSync(dir, { recursive: true });
  for (const v of variants) {
    const next = `${stem.slice(0, 2)}/${v.path.slice(v.path.indexOf('/') + 1).replace(row.stem, stem)}`;
    fs.renameSync(path.join(deps.env.UPLOADS_DIR, v.path), path.join(deps.env.UPLOADS_DIR, next));
    v.path = next;
  }
  await deps.db
    .updateTable('files')
    .set({ stem, variants: JSON.stringify(variants), original_name: `${stem}.png` })
    .where('id', '=', made.id)
    .execute();
  return made;
};

/** Slugs the sample opens, by name. */
const S = {
  artwork: 'indigo-field',
  artist: 'ama-owusu',
  exhibition: 'woven-light',
  event: 'artist-talk-ama-owusu',
  room: 'collectors-preview',
  news: 'the-review-on-weft',
  press: 'weft-presents-woven-light',
  blog: 'on-indigo',
  thread: 'warp-and-weft',
  memoriam: 'ruth-asawa',
  advisory: 'commissions',
};
let woolId = 0;
let dyeingTagId = 0;

beforeAll(async () => {
  const { db } = site().t.deps;
  const landscape = await fixedImage('a1a1a1a1a1a1a1a1a1a1a1a1', { width: 1600, height: 1200, color: '#2e3f8a' });
  const portrait = await fixedImage('b2b2b2b2b2b2b2b2b2b2b2b2', { width: 800, height: 1000, color: '#8a3b2e' });
  const square = await fixedImage('c3c3c3c3c3c3c3c3c3c3c3c3', { width: 1200, height: 1200, color: '#c9a227' });

  const materials = await makeLookups(db, 'materials', ['Wool', 'Linen', 'Indigo dye']);
  woolId = materials.get('Wool')!;
  const artTypes = await makeLookups(db, 'art_types', ['Tapestry', 'Quilt']);
  const colors = await makeLookups(db, 'colors', ['Blue', 'Ochre']);
  const regions = await makeLookups(db, 'regions', ['West Africa', 'Scandinavia', 'Andes']);
  const periods = await makeLookups(db, 'periods', ['Contemporary']);

  const ama = await makeArtist(db, {
    first_name: 'Ama',
    last_name: 'Owusu',
    slug: S.artist,
    birth_year: 1961,
    location: 'Accra, Ghana',
    biography: '<p>Ama Owusu weaves strip cloth on a narrow loom and dyes her own indigo.</p>',
    header_image_id: portrait.id,
    region_ids: [regions.get('West Africa')!],
  });
  const ingrid = await makeArtist(db, {
    first_name: 'Ingrid',
    last_name: 'Lund',
    slug: 'ingrid-lund',
    birth_year: 1948,
    location: 'Bergen, Norway',
    biography: '<p>Ingrid Lund weaves fjords in linen and undyed wool.</p>',
    region_ids: [regions.get('Scandinavia')!],
  });
  const rosa = await makeArtist(db, {
    first_name: 'Rosa',
    last_name: 'Quispe',
    slug: 'rosa-quispe',
    birth_year: 1930,
    death_year: 2019,
    location: 'Cusco, Peru',
    market: 'secondary',
    biography: '<p>Rosa Quispe kept the Andean backstrap loom alive for six decades.</p>',
    region_ids: [regions.get('Andes')!],
  });

  const look = {
    material_ids: [materials.get('Wool')!, materials.get('Indigo dye')!],
    art_type_ids: [artTypes.get('Tapestry')!],
    color_ids: [colors.get('Blue')!],
    region_ids: [regions.get('West Africa')!],
    period_ids: [periods.get('Contemporary')!],
  };
  const indigo = await makeArtwork(db, {
    artist_id: ama.id,
    title: 'Indigo Field',
    slug: S.artwork,
    sku: 'AO-001',
    year: 2019,
    price: 12500,
    featured: 1,
    medium: 'Handwoven wool, indigo dye',
    description: '<p>Strips of hand-dyed wool, sewn edge to edge into a field of blues.</p>',
    image_ids: [landscape.id, square.id],
    ...look,
  });
  const harmattan = await makeArtwork(db, {
    artist_id: ama.id,
    title: 'Harmattan',
    slug: 'harmattan',
    sku: 'AO-002',
    year: 2021,
    price: 8400,
    height: 60,
    width: 40,
    depth: null,
    medium: 'Wool and cotton',
    description: '<p>The dry season wind, in ochre and dust.</p>',
    image_ids: [square.id],
    material_ids: [materials.get('Wool')!],
    color_ids: [colors.get('Ochre')!],
  });
  const fjord = await makeArtwork(db, {
    artist_id: ingrid.id,
    title: 'Fjord in Winter',
    slug: 'fjord-in-winter',
    sku: 'IL-001',
    year: 2020,
    price: null,
    medium: 'Linen',
    description: '<p>Grey linen, undyed, on a linen warp.</p>',
    image_ids: [portrait.id],
    material_ids: [materials.get('Linen')!],
    art_type_ids: [artTypes.get('Quilt')!],
  });
  await makeArtwork(db, {
    artist_id: rosa.id,
    title: 'Mountain Road',
    slug: 'mountain-road',
    sku: 'RQ-001',
    year: 1987,
    price: 22000,
    availability: 0,
    medium: 'Alpaca',
    description: '<p>Backstrap-woven alpaca, from the artist’s estate.</p>',
    acquisition: 'Acquired from the estate of the artist',
    acquired_at: '2023-10-12',
    image_ids: [landscape.id],
  });

  await makeExhibition(db, {
    title: 'Woven Light',
    slug: S.exhibition,
    dates: 'March 2 – April 29, 2023',
    start_date: '2023-03-02',
    end_date: '2023-04-29',
    description: '<p>Woven Light gathers new tapestries by Ama Owusu and Ingrid Lund.</p>',
    header_image_id: landscape.id,
    featured: 1,
    artwork_ids: [indigo.id, fjord.id],
    artist_ids: [ama.id, ingrid.id],
  });
  const coming = await makeExhibition(db, {
    title: 'Threads of the Coast',
    slug: 'threads-of-the-coast',
    dates: 'September 10 – November 1, 2031',
    start_date: '2031-09-10',
    end_date: '2031-11-01',
    description: '<p>Coastal weaving from three continents.</p>',
    header_image_id: square.id,
    home_page: 1,
    home_page_image_id: landscape.id,
    artwork_ids: [harmattan.id],
    artist_ids: [ama.id],
  });
  await makeTimeslot(db, { exhibition_id: coming.id, date: '2031-09-10', time: '18:00', capacity: 80 });

  const talk = await makeEvent(db, {
    title: 'Artist Talk: Ama Owusu',
    slug: S.event,
    types: JSON.stringify(['Artist talk']),
    dates: 'September 12, 2031',
    start_date: '2031-09-12',
    end_date: '2031-09-12',
    description: '<p>Ama Owusu on indigo, strip cloth and the narrow loom.</p>',
    header_image_id: portrait.id,
    exhibition_id: coming.id,
  });
  const early = await makeTimeslot(db, { event_id: talk.id, date: '2031-09-12', time: '17:00', capacity: 30 });
  await makeTimeslot(db, { event_id: talk.id, date: '2031-09-12', time: '19:00', capacity: 30 });
  await makeRsvp(db, { timeslot_id: early.id, name: 'Guest One', email: 'guest.one@example.com', guests: 2 });
  await makeEvent(db, {
    title: 'Indigo Dyeing Workshop',
    slug: 'indigo-dyeing-workshop',
    types: JSON.stringify(['Workshop']),
    dates: 'June 4, 2022',
    start_date: '2022-06-04',
    end_date: '2022-06-04',
    description: '<p>A morning at the vat.</p>',
  });

  await makeViewingRoom(db, {
    title: 'Collectors Preview',
    slug: S.room,
    description: '<p>New works before the opening, by invitation.</p>',
    header_image_id: landscape.id,
    artwork_ids: [indigo.id, harmattan.id],
  });

  const indigoTag = await makeTag(db, 'Indigo');
  const dyeing = await makeTag(db, 'Dyeing');
  dyeingTagId = dyeing.id;
  await makePost(db, {
    kind: 'news',
    title: 'The Review on Weft',
    slug: S.news,
    author: 'Clara Finch',
    source: 'The Review',
    external_url: 'https://example.com/review/weft',
    date_published: '2024-03-05T14:00:00.000Z',
    excerpt: 'A gallery that treats weaving as the art it is.',
    body: '<p>A gallery that treats weaving as the art it is.</p>',
    header_image_id: landscape.id,
  });
  await makePost(db, {
    kind: 'news',
    title: 'Weaving returns to the fairs',
    slug: 'weaving-returns-to-the-fairs',
    source: 'Art Weekly',
    date_published: '2023-09-18T14:00:00.000Z',
    excerpt: 'Textile booths were the talk of the autumn fairs.',
    body: '<p>Textile booths were the talk of the autumn fairs.</p>',
  });
  await makePost(db, {
    kind: 'press_release',
    title: 'Weft presents Woven Light',
    slug: S.press,
    date_published: '2023-02-20T15:00:00.000Z',
    excerpt: 'Weft Gallery opens Woven Light on March 2, 2023.',
    body: '<p>Weft Gallery opens <strong>Woven Light</strong> on March 2, 2023.</p>',
    header_image_id: square.id,
  });
  const onIndigo = await makePost(db, {
    kind: 'arttextstyle',
    title: 'On indigo',
    slug: S.blog,
    author: 'Weft Gallery',
    date_published: '2024-01-15T15:00:00.000Z',
    excerpt: 'Why the oldest dye is still the bluest.',
    body: '<p>Why the oldest dye is still the bluest.</p><h2>The vat</h2><p>A living thing, fed daily.</p>',
    header_image_id: square.id,
    tag_ids: [indigoTag.id, dyeing.id],
  });
  await makePost(db, {
    kind: 'arttextstyle',
    title: 'Warp notes',
    slug: 'warp-notes',
    date_published: '2023-11-02T15:00:00.000Z',
    excerpt: 'What a warp decides before the first pick.',
    body: '<p>What a warp decides before the first pick.</p>',
    tag_ids: [dyeing.id],
  });
  await makeComment(db, {
    post_id: onIndigo.id,
    name: 'June Reader',
    email: 'june@example.com',
    body: 'I dyed my first skein after reading this.',
    created_at: '2024-01-20T09:30:00.000Z',
    approved_at: '2024-01-20T10:00:00.000Z',
  });

  await makeLooseThread(db, {
    title: 'Warp and weft',
    slug: S.thread,
    type: 'On Art',
    position: 1,
    summary: 'Two threads, one cloth.',
    body: '<p>Two threads, one cloth.</p>',
    date_published: '2022-05-10T15:00:00.000Z',
    header_image_id: landscape.id,
  });
  await makeLooseThread(db, {
    title: 'A reading list',
    slug: 'a-reading-list',
    type: 'Resources',
    position: 2,
    summary: 'Books on weaving we return to.',
    body: '<p>Books on weaving we return to.</p>',
    external_url: 'https://example.com/reading-list',
    date_published: '2021-08-01T15:00:00.000Z',
  });

  await makeMemoriam(db, {
    title: 'Ruth Asawa',
    slug: S.memoriam,
    years: '1926 – 2013',
    body: '<p>Ruth Asawa looped wire as others weave wool.</p>',
    date_published: '2021-04-02T15:00:00.000Z',
    image_id: portrait.id,
  });
  await makeMemoriam(db, {
    title: 'Sheila Hicks',
    slug: 'sheila-hicks',
    years: '1934 – 2020',
    body: '<p>Sheila Hicks made thread monumental.</p>',
    date_published: '2020-11-20T15:00:00.000Z',
  });

  await makeArtAdvisory(db, {
    title: 'Commissions',
    slug: S.advisory,
    position: 1,
    summary: 'A work woven for your wall.',
    body: '<p>A work woven for your wall, from first sketch to hanging.</p>',
    date_published: '2022-01-10T15:00:00.000Z',
    image_ids: [landscape.id],
  });
  await makeArtAdvisory(db, {
    title: 'Collection care',
    slug: 'collection-care',
    position: 2,
    summary: 'Cleaning, mounting and storing textiles.',
    body: '<p>Cleaning, mounting and storing textiles.</p>',
    date_published: '2022-01-11T15:00:00.000Z',
    image_ids: [square.id],
  });

  // Every stamp the inserts took from the clock, fixed.
  const stamped = await sql<{ name: string }>`
    SELECT m.name FROM sqlite_master m WHERE m.type = 'table'
    AND EXISTS (SELECT 1 FROM pragma_table_info(m.name) c WHERE c.name = 'created_at')`.execute(db);
  for (const { name } of stamped.rows) {
    const cols = await sql<{ name: string }>`SELECT name FROM pragma_table_info(${name})`.execute(db);
    const set = cols.rows.some((c) => c.name === 'updated_at')
      ? sql`created_at = ${STAMP}, updated_at = ${STAMP}`
      : sql`created_at = ${STAMP}`;
    await sql`UPDATE ${sql.table(name)} SET ${set}`.execute(db);
  }
});

/** The sample: a readable file name → the address a crawler asks for. */
const PAGES: Record<string, string> = {
  home: SITE_PAGES.home,
  'artworks-list': listPathOf('artwork'),
  'artworks-list-filtered': `${listPathOf('artwork')}?materials=WOOL&sort=price_low_high`,
  'artwork-detail': pathOf('artwork', S.artwork),
  'artwork-inquire': artworkFormPath(S.artwork, 'inquire'),
  'artwork-virtual-placement': artworkFormPath(S.artwork, 'virtual-placement'),
  'artists-list': listPathOf('artist'),
  'artist-detail': pathOf('artist', S.artist),
  acquisitions: SITE_PAGES.acquisitions,
  'exhibitions-list': listPathOf('exhibition'),
  'exhibition-detail': pathOf('exhibition', S.exhibition),
  'events-landing': SITE_PAGES.events,
  'events-list': listPathOf('event'),
  'event-detail': pathOf('event', S.event),
  'viewing-room': pathOf('viewingRoom', S.room),
  'media-landing': SITE_PAGES.media,
  'news-list': listPathOf('news'),
  'news-item': pathOf('news', S.news),
  'press-list': listPathOf('pressRelease'),
  'press-item': pathOf('pressRelease', S.press),
  'blog-list': listPathOf('blogPost'),
  'blog-list-tag': `${listPathOf('blogPost')}?tags=DYEING`,
  'blog-post': pathOf('blogPost', S.blog),
  'loose-threads-list': listPathOf('looseThread'),
  'loose-thread-item': pathOf('looseThread', S.thread),
  'lives-well-lived-list': listPathOf('memoriam'),
  'lives-well-lived-item': pathOf('memoriam', S.memoriam),
  'art-advisory-list': listPathOf('advisory'),
  'art-advisory-item': pathOf('advisory', S.advisory),
  'art-advisory-inquire': advisoryInquiryPath('commissions'),
  contact: SITE_PAGES.contact,
  about: SITE_PAGES.about,
  content: SITE_PAGES.content,
  privacy: SITE_PAGES.privacy,
  terms: SITE_PAGES.terms,
  shipping: SITE_PAGES.shipping,
  search: `${SITE_PAGES.search}?q=indigo`,
  'not-found': '/no-such-page-here',
  'not-found-artwork': pathOf('artwork', 'no-such-artwork'),
  'rsvp-cancel-no-token': '/rsvp/cancel',
};

/** A Vite asset's content hash (8 characters) in its file name: `/assets/HomePage-B1x_9aZq.css`. */
const ASSET = /(\/assets\/[\w.-]+?)-[\w-]{8}\.(\w+)\b/g;
/**
 * A CSS module class as Vite names it: `_local_hash_line`, the hash of the CSS file's text and the
 * rule's line in it (`_container_e5xsn_2`).
 */
const CSS_MODULE_CLASS = /\b_([A-Za-z][\w-]*?)_[a-z0-9]{5}_\d+\b/g;

/** The inline stylesheet's text, with the build's names replaced, one rule a line. */
const normaliseCss = (css: string) =>
  css.replace(ASSET, '$1-[hash].$2').replace(CSS_MODULE_CLASS, '_$1_[css]').replace(/}/g, '}\n');

/**
 * What the build decides, not the page (each rule exists because it changes when files move or the
 * build splits its chunks otherwise, with nothing different for a visitor):
 * - Vite's content hashes in asset names, and in CSS module class names (the local name is kept);
 * - the lists of built JS and CSS files a page names for the boot script to load or not reload
 *   (the weft-app script, the disabled stylesheet links, and the same lists in the SSR state's
 *   `assets`): they follow how the bundler splits the code into chunks;
 * - the inline stylesheet: compared once, in inline-styles.css (the same text is in every page);
 *   a page keeps only a digest of it, so a page whose styles differ still fails;
 * - the query cache's times in the SSR state (`dehydratedAt`, `dataUpdatedAt`): the serving clock;
 * - React's useId ids (`_R_2aa56_`): they encode the component's place in the tree, which changes
 *   when a component is wrapped or moved; numbered in order of first appearance instead, so an
 *   aria-labelledby must still name the id it named;
 * - the footer's copyright year: the year the page is served in.
 * Then a line break goes before each `<`, so that a change shows as a short line in a diff: every
 * `<` of the page gets one, so the stored text still says exactly what was served.
 */
export const normalise = (html: string) => {
  const ids = new Map<string, string>();
  return html
    .replace(
      /(<style id="weft-styles">)([\s\S]*?)(<\/style>)/,
      (_m, open: string, css: string, close: string) =>
        `${open}/* inline-styles.css, sha256 ${digest(normaliseCss(css))} */${close}`,
    )
    .replace(/<link rel="(?:modulepreload|prefetch)"[^>]*>/g, '')
    .replace(/<link rel="stylesheet" href="\/assets\/[^"]*" disabled=""\/>/g, '')
    .replace(/(<script type="application\/json" id="weft-app">)[^<]*/, '$1[]')
    .replace(/"(modulepreload|inlinedCss)":\[[^\]]*\]/g, '"$1":[]')
    .replace(/"(dehydratedAt|dataUpdatedAt)":[1-9]\d*/g, '"$1":0')
    .replace(/(© <!-- -->)\d{4}(<!-- -->)/g, '$1YEAR$2')
    .replace(ASSET, '$1-[hash].$2')
    .replace(/\b_R_[a-z0-9]+_/g, (id) => ids.get(id) ?? ids.set(id, `_R_id${ids.size + 1}_`).get(id)!)
    .replace(CSS_MODULE_CLASS, '_$1_[css]')
    .replace(/</g, '\n<');
};

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

const served = async (address: string) => {
  const url = address.replace('WOOL', String(woolId)).replace('DYEING', String(dyeingTagId));
  const res = await fetch(site().url + url);
  return { url, status: res.status, html: await res.text() };
};

describe('public pages, byte for byte', () => {
  it.each(Object.entries(PAGES))('%s', async (name, address) => {
    const page = await served(address);
    await expect(`<!-- ${page.status} ${page.url} -->${normalise(page.html)}\n`).toMatchFileSnapshot(
      `__page-snapshots__/${name}.html.snap`,
    );
  });

  it('the inline stylesheet every page carries', async () => {
    const page = await served(SITE_PAGES.home);
    const css = /<style id="weft-styles">([\s\S]*?)<\/style>/.exec(page.html)?.[1];
    expect(css, 'the home page has its inline styles').toBeTruthy();
    await expect(normaliseCss(css!)).toMatchFileSnapshot('__page-snapshots__/inline-styles.css.snap');
  });
});
