// Artists, artworks and publications, each inserted with believable defaults.
import type { DB } from '#server/db/database';
import type { NewRow, Row } from '#server/db/schema';
import { slugify } from '#shared/format';
import { insertMade, link, seq, titleAndSlug } from './support';

const FIRST = ['Ama', 'Ingrid', 'Rosa', 'Aiko', 'Hattie', 'Teresa', 'Morag', 'Priya', 'Yasmina', 'Naomi'];
const LAST = ['Owusu', 'Lund', 'Quispe', 'Tanaka', 'Coleman', 'Trujillo', 'Campbell', 'Raman', 'Alaoui', 'Park'];

export type ArtistOverrides = Partial<NewRow<'artists'>> & { region_ids?: number[] };

export const makeArtist = async (db: DB, overrides: ArtistOverrides = {}): Promise<Row<'artists'>> => {
  const { region_ids, ...values } = overrides;
  const n = seq();
  const first_name = values.first_name ?? FIRST[n % FIRST.length]!;
  const last_name = values.last_name ?? LAST[(n * 3) % LAST.length]!;
  const artist = await insertMade(db, 'artists', {
    first_name,
    last_name,
    slug: `${slugify(`${first_name} ${last_name}`)}-${n}`,
    status: '1',
    birth_year: 1950 + (n % 40),
    death_year: null,
    location: 'Santa Fe, New Mexico',
    biography: `<p>${first_name} ${last_name} weaves tapestries of wool and linen on a floor loom.</p>`,
    market: 'primary',
    ...values,
  });
  await link(db, 'artist_regions', 'artist_id', artist.id, 'region_id', region_ids);
  return artist;
};

export interface ArtworkOverrides extends Partial<NewRow<'artworks'>> {
  artist_id: number;
  /** dimension rows; by default one from height/width/depth */
  attributes?: { height: number | null; width: number | null; depth: number | null; label?: string | null }[];
  image_ids?: number[];
  art_type_ids?: number[];
  material_ids?: number[];
  color_ids?: number[];
  region_ids?: number[];
  period_ids?: number[];
}

const initialsOf = async (db: DB, artistId: number) => {
  const a = await db
    .selectFrom('artists')
    .select(['first_name', 'last_name'])
    .where('id', '=', artistId)
    .executeTakeFirstOrThrow();
  return `${a.first_name[0] ?? ''}${a.last_name[0] ?? ''}`.toLowerCase();
};

export const makeArtwork = async (db: DB, overrides: ArtworkOverrides): Promise<Row<'artworks'>> => {
  const { attributes, image_ids, art_type_ids, material_ids, color_ids, region_ids, period_ids, ...values } = overrides;
  const { n, title, slug } = titleAndSlug(values.title, 'Field Study No.');
  const artwork = await insertMade(db, 'artworks', {
    title,
    slug,
    sku: values.sku === undefined ? `${n}${await initialsOf(db, values.artist_id)}` : values.sku,
    price: 4800,
    availability: 1,
    condition: 3,
    status: '1',
    featured: 0,
    year: 2021,
    medium: 'Wool and linen',
    description: `<p>${title} is woven in wool on a linen warp.</p>`,
    height: 48,
    width: 36.5,
    depth: 1.875,
    header_image_id: image_ids?.[0] ?? null,
    search_image_id: image_ids?.[0] ?? null,
    ...values,
  });
  const dims = attributes ?? [{ height: artwork.height, width: artwork.width, depth: artwork.depth }];
  if (dims.length)
    await db
      .insertInto('artwork_attributes')
      .values(
        dims.map((d, position) => ({
          artwork_id: artwork.id,
          position,
          label: d.label ?? null,
          height: d.height,
          width: d.width,
          depth: d.depth,
        })),
      )
      .execute();
  await link(db, 'artwork_images', 'artwork_id', artwork.id, 'file_id', image_ids);
  await link(db, 'artwork_art_types', 'artwork_id', artwork.id, 'art_type_id', art_type_ids);
  await link(db, 'artwork_materials', 'artwork_id', artwork.id, 'material_id', material_ids);
  await link(db, 'artwork_colors', 'artwork_id', artwork.id, 'color_id', color_ids);
  await link(db, 'artwork_regions', 'artwork_id', artwork.id, 'region_id', region_ids);
  await link(db, 'artwork_periods', 'artwork_id', artwork.id, 'period_id', period_ids);
  return artwork;
};

export const makePublication = async (
  db: DB,
  overrides: Partial<NewRow<'publications'>> & { artist_ids?: number[] } = {},
): Promise<Row<'publications'>> => {
  const { artist_ids, ...values } = overrides;
  const n = seq();
  const publication = await insertMade(db, 'publications', {
    title: `Threads Across Time, volume ${n}`,
    type: 'Exhibition catalogue',
    author: 'Weft Gallery',
    publisher: 'Weft Editions',
    year: 2022,
    url: null,
    status: '1',
    ...values,
  });
  for (const artistId of artist_ids ?? [])
    await db
      .insertInto('artist_publications')
      .values({ artist_id: artistId, publication_id: publication.id, position: 0 })
      .execute();
  return publication;
};
