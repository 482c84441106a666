// What site-wide search finds artworks and artists by (server/src/modules/search): their documents,
// the tables that feed them, and their result cards. Only what a visitor can open is a document: an
// active work of an active artist, an active artist.
import { artistSummary } from '#shared/format';
import type { DB } from '#server/db/database';
import { isActive } from '#server/db/sql';
import { plainText } from '#server/lib/sanitize';
import { imageLookup } from '#server/modules/uploads/images';
import { type DocumentScope, inScope, type SearchSource } from '#server/lib/public-kind-source';
import { LOOKUP_LINKS, type LookupKey } from './artwork.repository';
import { listActiveArtistsByIds } from './public-artist.repository';
import { listVisibleArtworksByIds } from './public-artwork.repository';
import { fullName, toCards } from './public-cards';

/** The lookups a work is found by (an "indigo basket": a colour and an art type). */
const SEARCHED_LOOKUPS = ['materials', 'colors', 'art_types', 'regions'] as const satisfies readonly LookupKey[];

/** Titles of the lookups linked to each work, in one query per lookup. */
const lookupTitles = async (db: DB, ids: readonly number[]) => {
  const byWork = new Map<number, string[]>();
  if (!ids.length) return byWork;
  for (const key of SEARCHED_LOOKUPS) {
    const [link, column] = LOOKUP_LINKS[key];
    const rows = await db
      .selectFrom(`${link} as l` as 'artwork_materials as l')
      .innerJoin(`${key} as t` as 'materials as t', 't.id', `l.${column}` as 'l.material_id')
      .select(['l.artwork_id', 't.title'])
      .where('l.artwork_id', 'in', [...ids])
      .execute();
    for (const r of rows) byWork.set(r.artwork_id, [...(byWork.get(r.artwork_id) ?? []), r.title]);
  }
  return byWork;
};

const artworkDocuments = async (db: DB, scope: DocumentScope) => {
  const rows = await inScope(
    db
      .selectFrom('artworks')
      .innerJoin('artists', 'artists.id', 'artworks.artist_id')
      .where(isActive('artworks'))
      .where(isActive('artists'))
      .select([
        'artworks.id',
        'artworks.title',
        'artworks.medium',
        'artworks.description',
        'artworks.sku',
        'artists.first_name',
        'artists.last_name',
      ]),
    'artworks.id',
    scope,
  ).execute();
  const lookups = await lookupTitles(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    names: fullName(r),
    tags: [r.medium, r.sku, ...(lookups.get(r.id) ?? [])].filter(Boolean).join(' · '),
    body: plainText(r.description),
  }));
};

/** A lookup's rows feed the works linked to it: a material renamed changes what finds them. */
const lookupFeeds = SEARCHED_LOOKUPS.flatMap((key) => {
  const [link, column] = LOOKUP_LINKS[key];
  return [
    { table: key, items: (r: 'NEW' | 'OLD') => `SELECT artwork_id FROM ${link} WHERE ${column} = ${r}.id` },
    { table: link, items: (r: 'NEW' | 'OLD') => `SELECT ${r}.artwork_id` },
  ] as const;
});

export const artworkSearch: SearchSource = {
  place: 0,
  feeds: [
    { table: 'artworks', items: (r) => `SELECT ${r}.id` },
    // An artist renamed or deactivated changes every one of their works.
    { table: 'artists', items: (r) => `SELECT id FROM artworks WHERE artist_id = ${r}.id` },
    ...lookupFeeds,
  ],
  documents: artworkDocuments,
  cards: async (db, ids) =>
    (await toCards(db, await listVisibleArtworksByIds(db, ids))).map((c) => ({
      id: c.id,
      slug: c.slug,
      title: c.title,
      kicker: c.artist_name,
      meta: [c.size, c.price_formatted ?? c.availability_label].filter((x): x is string => Boolean(x)),
      image: c.image,
    })),
};

const artistDocuments = async (db: DB, scope: DocumentScope) => {
  const rows = await inScope(
    db
      .selectFrom('artists')
      .where(isActive('artists'))
      .select(['id', 'first_name', 'last_name', 'location', 'biography']),
    'artists.id',
    scope,
  ).execute();
  const regions = new Map<number, string[]>();
  if (rows.length) {
    const links = await db
      .selectFrom('artist_regions')
      .innerJoin('regions', 'regions.id', 'artist_regions.region_id')
      .select(['artist_regions.artist_id', 'regions.title'])
      .where(
        'artist_regions.artist_id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
    for (const l of links) regions.set(l.artist_id, [...(regions.get(l.artist_id) ?? []), l.title]);
  }
  return rows.map((r) => ({
    id: r.id,
    title: fullName(r),
    tags: [r.location, ...(regions.get(r.id) ?? [])].filter(Boolean).join(' · '),
    body: plainText(r.biography),
  }));
};

export const artistSearch: SearchSource = {
  place: 0,
  feeds: [
    { table: 'artists', items: (r) => `SELECT ${r}.id` },
    { table: 'regions', items: (r) => `SELECT artist_id FROM artist_regions WHERE region_id = ${r}.id` },
    { table: 'artist_regions', items: (r) => `SELECT ${r}.artist_id` },
  ],
  documents: artistDocuments,
  cards: async (db, ids) => {
    const rows = await listActiveArtistsByIds(db, ids);
    const imageOf = await imageLookup(db, rows, (r) => r.header_image_id);
    return rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      title: fullName(r),
      kicker: null,
      meta: [artistSummary(r)].filter(Boolean),
      image: imageOf(r),
    }));
  },
};
