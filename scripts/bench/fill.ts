// Fills a migrated database with a benchmark-sized catalogue: 10,000 artworks in one transaction,
// prepared inserts, a handful of real stored images shared by every work. Deterministic (seeded).
import path from 'node:path';
import pino from 'pino';
import sharp from 'sharp';
import { createDeps } from '#server/boot';
import { loadEnv } from '#server/env';
import { Rng } from '#server/demo/prng';
import type { AppDeps } from '#server/deps';
import { storeImage } from '#server/modules/uploads/image.service';
import type { PostKind } from '#server/db/schema';
import { slugify } from '#shared/format';

/** The app's dependencies over a bench database in `dir` (created and migrated there), logging off. */
export const openBenchDeps = (dir: string): Promise<AppDeps> =>
  createDeps(
    loadEnv({
      DATABASE_PATH: path.join(dir, 'weft.db'),
      UPLOADS_DIR: path.join(dir, 'uploads'),
      OUTBOX_DIR: path.join(dir, 'outbox'),
      DEMO_DATA: 'false',
    }),
    pino({ level: 'silent' }),
  );

export interface FillOptions {
  artworks: number;
  artists: number;
}

export interface Filled {
  /** slugs of the visible works (active, by an active artist) */
  slugs: string[];
  /** slugs of the active exhibitions (with a type, images, works and timeslots) */
  exhibitionSlugs: string[];
  /** slugs of the active artists */
  artistSlugs: string[];
  materialIds: number[];
  colorIds: number[];
  /** words a visitor types into the site's search: the lookups' titles and artists' names */
  searchTerms: string[];
}

/** The gallery's writing (fillPosts): the published posts' slugs by kind and their tags. */
export interface Writing {
  posts: Record<PostKind, string[]>;
  tagIds: number[];
}

const LOOKUPS = {
  materials: [
    'Wool',
    'Linen',
    'Cotton',
    'Silk',
    'Jute',
    'Sisal',
    'Raffia',
    'Hemp',
    'Alpaca',
    'Mohair',
    'Copper wire',
    'Paper',
  ],
  colors: ['Indigo', 'Madder', 'Ochre', 'Black', 'White', 'Green', 'Gold', 'Grey'],
  regions: ['Andes', 'Sahel', 'Nordic', 'Great Plains', 'Southwest', 'West Africa', 'Japan', 'Oaxaca'],
  art_types: ['Tapestry', 'Quilt', 'Basketry', 'Sculpture', 'Rug', 'Painting'],
  periods: ['Contemporary', 'Mid-century', 'Early 20th century', '19th century'],
} as const;

const IMAGE_COLORS = ['#8a3b2e', '#2e4a8a', '#c9a227', '#3b6e4f', '#5b5b5b', '#a86a3d'];

/** A handful of real images through the upload pipeline (derivatives and all), reused by every work. */
const makeImages = async (deps: Pick<AppDeps, 'db' | 'env'>) => {
  const ids: number[] = [];
  for (const [i, background] of IMAGE_COLORS.entries()) {
    const png = await sharp({ create: { width: 1200, height: 900 + i * 40, channels: 3, background } })
      .png()
      .toBuffer();
    ids.push((await storeImage(deps, png, `bench-${i}.png`, null)).id);
  }
  return ids;
};

export const fillCatalogue = async (deps: AppDeps, opts: FillOptions): Promise<Filled> => {
  const images = await makeImages(deps);
  const rng = new Rng(20261122);
  const s = deps.sqlite;
  const lookupIds: Record<keyof typeof LOOKUPS, number[]> = {
    materials: [],
    colors: [],
    regions: [],
    art_types: [],
    periods: [],
  };
  const slugs: string[] = [];
  const artistSlugs: string[] = [];
  s.transaction(() => {
    for (const table of Object.keys(LOOKUPS) as (keyof typeof LOOKUPS)[]) {
      const insert = s.prepare(`INSERT INTO ${table} (title) VALUES (?)`);
      for (const title of LOOKUPS[table]) lookupIds[table].push(Number(insert.run(title).lastInsertRowid));
    }
    const insertArtist = s.prepare(
      `INSERT INTO artists (first_name, last_name, slug, status, birth_year, location, market, header_image_id, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const artistRegion = s.prepare('INSERT INTO artist_regions (artist_id, region_id) VALUES (?, ?)');
    const artists: { id: number; initials: string; active: boolean }[] = [];
    for (let i = 0; i < opts.artists; i++) {
      const first = `Artist${i}`;
      const last = `Maker${(i * 7919) % opts.artists}`;
      const slug = slugify(`${first} ${last} ${i}`);
      const id = Number(
        insertArtist.run(
          first,
          last,
          slug,
          i % 20 === 19 ? '0' : '1', // one artist in twenty is hidden
          1940 + (i % 60),
          'Santa Fe, New Mexico',
          i % 3 ? 'primary' : 'secondary',
          rng.pick(images),
          new Date(Date.UTC(2020, 0, 1 + i)).toISOString(),
        ).lastInsertRowid,
      );
      artistRegion.run(id, rng.pick(lookupIds.regions));
      artists.push({ id, initials: `a${i}`, active: i % 20 !== 19 });
      if (i % 20 !== 19) artistSlugs.push(slug);
    }
    const insertArtwork = s.prepare(
      `INSERT INTO artworks (title, slug, sku, artist_id, price, availability, condition, status, featured, year, medium,
         description, height, width, depth, header_image_id, search_image_id, created_at, acquired_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const attribute = s.prepare(
      'INSERT INTO artwork_attributes (artwork_id, position, height, width, depth) VALUES (?, 0, ?, ?, ?)',
    );
    const links = {
      images: s.prepare('INSERT INTO artwork_images (artwork_id, file_id, position) VALUES (?, ?, ?)'),
      materials: s.prepare('INSERT OR IGNORE INTO artwork_materials (artwork_id, material_id) VALUES (?, ?)'),
      colors: s.prepare('INSERT INTO artwork_colors (artwork_id, color_id) VALUES (?, ?)'),
      regions: s.prepare('INSERT INTO artwork_regions (artwork_id, region_id) VALUES (?, ?)'),
      art_types: s.prepare('INSERT INTO artwork_art_types (artwork_id, art_type_id) VALUES (?, ?)'),
      periods: s.prepare('INSERT INTO artwork_periods (artwork_id, period_id) VALUES (?, ?)'),
    };
    const start = Date.UTC(2016, 0, 1);
    for (let n = 0; n < opts.artworks; n++) {
      const artist = artists[n % artists.length]!;
      const title = `Study in ${rng.pick(LOOKUPS.colors)} No. ${n}`;
      const slug = `${slugify(title)}-${n}`;
      const [h, w, d] = [rng.int(8, 120), rng.int(8, 120), rng.int(0, 12) / 4];
      const header = rng.pick(images);
      const active = rng.chance(0.92);
      const id = Number(
        insertArtwork.run(
          title,
          slug,
          `${n}${artist.initials}`,
          artist.id,
          rng.chance(0.9) ? rng.int(5, 400) * 100 : null,
          rng.weighted([
            [1, 60],
            [2, 10],
            [8, 20],
            [6, 5],
            [4, 5],
          ]),
          3,
          active ? '1' : '0',
          rng.chance(0.02) ? 1 : 0,
          rng.int(1950, 2025),
          'Wool and linen',
          `<p>${title}, woven on a floor loom.</p>`,
          h,
          w,
          d,
          header,
          header,
          new Date(start + n * 3_600_000 * 8).toISOString(),
          rng.chance(0.05) ? new Date(start + n * 3_600_000 * 9).toISOString().slice(0, 10) : null,
        ).lastInsertRowid,
      );
      attribute.run(id, h, w, d);
      links.images.run(id, header, 0);
      links.images.run(id, rng.pick(images.filter((x) => x !== header)), 1);
      for (let k = rng.int(1, 3); k > 0; k--) links.materials.run(id, rng.pick(lookupIds.materials));
      links.colors.run(id, rng.pick(lookupIds.colors));
      links.regions.run(id, rng.pick(lookupIds.regions));
      links.art_types.run(id, rng.pick(lookupIds.art_types));
      links.periods.run(id, rng.pick(lookupIds.periods));
      if (active && artist.active) slugs.push(slug);
    }
  })();
  const exhibitionSlugs = fillExhibitions(deps, rng, images, slugs.length);
  return {
    slugs,
    exhibitionSlugs,
    artistSlugs,
    materialIds: lookupIds.materials,
    colorIds: lookupIds.colors,
    searchTerms: [
      ...Object.values(LOOKUPS).flat(),
      ...POST_WORDS,
      ...artistSlugs.slice(0, 50).map((s) => s.split('-')[0]!),
    ],
  };
};

/** A gallery's programme: 200 exhibitions over the years, each with a type, a header and three
 * gallery images, twelve works, and two dates of three times ahead (some booked). */
const fillExhibitions = (deps: AppDeps, rng: Rng, images: number[], works: number) => {
  const s = deps.sqlite;
  const slugs: string[] = [];
  s.transaction(() => {
    const types = ['Solo exhibition', 'Group exhibition', 'Survey'].map((t) =>
      Number(s.prepare('INSERT INTO exhibition_types (title) VALUES (?)').run(t).lastInsertRowid),
    );
    const insert = s.prepare(
      `INSERT INTO exhibitions (title, slug, status, exhibition_type_id, start_date, end_date, location, description,
         header_image_id)
       VALUES (?, ?, '1', ?, ?, ?, 'Weft Gallery, New York', ?, ?)`,
    );
    const image = s.prepare('INSERT INTO exhibition_images (exhibition_id, file_id, position) VALUES (?, ?, ?)');
    const work = s.prepare('INSERT INTO exhibition_artworks (exhibition_id, artwork_id, position) VALUES (?, ?, ?)');
    const slot = s.prepare('INSERT INTO timeslots (exhibition_id, date, time, capacity) VALUES (?, ?, ?, 20)');
    const rsvp = s.prepare(
      "INSERT INTO rsvps (timeslot_id, name, email, guests) VALUES (?, 'Guest', 'g@example.com', ?)",
    );
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    for (let i = 0; i < 200; i++) {
      const title = `Exhibition ${i + 1}: ${rng.pick(['Warp', 'Weft', 'Indigo', 'Coil', 'Field', 'Thread'])}`;
      const slug = slugify(title);
      const start = -(i * 20) + 10;
      const id = Number(
        insert.run(title, slug, rng.pick(types), day(start), day(start + 45), `<p>${title}.</p>`, rng.pick(images))
          .lastInsertRowid,
      );
      for (let k = 0; k < 3; k++) image.run(id, images[(i + k) % images.length], k);
      for (let k = 0; k < 12; k++) work.run(id, ((i * 12 + k) % works) + 1, k);
      for (const d of [3, 10])
        for (const time of ['17:00', '18:00', '19:00']) {
          const slotId = Number(slot.run(id, day(d), time).lastInsertRowid);
          if (rng.int(0, 1)) rsvp.run(slotId, rng.int(1, 4));
        }
      slugs.push(slug);
    }
  })();
  return slugs;
};

const POST_WORDS = [
  'indigo',
  'loom',
  'studio',
  'dye',
  'collecting',
  'quilt',
  'tapestry',
  'fair',
  'conservation',
  'madder',
];
const POST_COUNTS: Record<PostKind, number> = { arttextstyle: 300, news: 200, press_release: 100 };

/** The gallery's writing: 600 published posts over five years, each with a header image, two to four
 * tags of twelve, a body of a few headed paragraphs with a link and a list, and (blog posts) a few
 * approved comments. */
export const fillPosts = (deps: AppDeps, seed = 2026): Writing => {
  const rng = new Rng(seed);
  const s = deps.sqlite;
  // The catalogue's stored images (fillCatalogue's), as the posts' headers.
  const images = s.prepare('SELECT id FROM files ORDER BY id LIMIT 6').pluck().all() as number[];
  const posts: Record<PostKind, string[]> = { arttextstyle: [], news: [], press_release: [] };
  const tagIds: number[] = [];
  s.transaction(() => {
    const tag = s.prepare('INSERT INTO tags (title) VALUES (?)');
    for (const word of [...POST_WORDS, 'Interviews', 'Books']) tagIds.push(Number(tag.run(word).lastInsertRowid));
    const insert = s.prepare(
      `INSERT INTO posts (kind, title, slug, author, source, status, date_published, excerpt, body, header_image_id)
       VALUES (?, ?, ?, ?, ?, '1', ?, ?, ?, ?)`,
    );
    const link = s.prepare('INSERT INTO post_tags (post_id, tag_id) VALUES (?, ?)');
    const comment = s.prepare(
      'INSERT INTO comments (post_id, name, email, body, approved_at, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    );
    let n = 0;
    for (const [kind, count] of Object.entries(POST_COUNTS) as [PostKind, number][])
      for (let i = 0; i < count; i++) {
        const word = rng.pick(POST_WORDS);
        const title = `${word[0]!.toUpperCase()}${word.slice(1)} notes ${++n}: ${rng.pick(['on the loom', 'from the studio', 'at the fair', 'in the archive'])}`;
        const slug = slugify(title);
        const published = new Date(Date.now() - (n * 3 + 1) * 86_400_000).toISOString();
        const paragraph = `<p>${title} is about ${word}, the ${rng.pick(POST_WORDS)} and the people who keep both going. <a href="https://example.com/${slug}">Read the source</a>.</p>`;
        const body = `${paragraph}<h2>What we saw</h2>${paragraph.repeat(3)}<ul><li>${word}</li><li>${rng.pick(POST_WORDS)}</li></ul><h2>Why it matters</h2>${paragraph.repeat(2)}`;
        const id = Number(
          insert.run(
            kind,
            title,
            slug,
            'Weft Gallery',
            kind === 'news' ? 'The Fiber Quarterly' : null,
            published,
            `${title}.`,
            body,
            rng.pick(images),
          ).lastInsertRowid,
        );
        for (const t of new Set([rng.pick(tagIds), rng.pick(tagIds), rng.pick(tagIds)])) link.run(id, t);
        if (kind === 'arttextstyle')
          for (let k = rng.int(0, 4); k > 0; k--)
            comment.run(id, `Reader ${k}`, `reader${k}@example.com`, 'Thank you for this piece.', published, published);
        posts[kind].push(slug);
      }
  })();
  return { posts, tagIds };
};
