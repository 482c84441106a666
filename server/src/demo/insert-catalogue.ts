// Writes the planned catalogue (lookups, artists, artworks, publications) through the factories
// the tests use.
import { makeArtist, makeArtwork, makePublication } from '#server/factories/catalogue';
import { makeLookups } from '#server/factories/lookups';
import { slugify } from '#shared/format';
import type { DB } from '#server/db/database';
import type { Row } from '#server/db/schema';
import type { ArtistPlan, ArtworkPlan } from './plan-catalogue';
import { mediumOf, skuOf } from './plan-catalogue';
import type { Rng } from './prng';
import { ART_TYPES, COLORS, EXHIBITION_TYPES, MATERIALS, PERIODS, PUBLICATIONS, REGIONS } from './words';

export type Lookups = Record<
  'regions' | 'exhibition_types' | 'colors' | 'art_types' | 'materials' | 'periods',
  Map<string, number>
>;

export const insertLookups = async (db: DB): Promise<Lookups> => ({
  regions: await makeLookups(
    db,
    'regions',
    REGIONS.map((r) => r.title),
  ),
  exhibition_types: await makeLookups(db, 'exhibition_types', EXHIBITION_TYPES),
  colors: await makeLookups(db, 'colors', COLORS),
  art_types: await makeLookups(
    db,
    'art_types',
    ART_TYPES.map((t) => t.title),
  ),
  materials: await makeLookups(db, 'materials', MATERIALS),
  periods: await makeLookups(db, 'periods', PERIODS),
});

const ids = (map: Map<string, number>, titles: readonly string[]) =>
  [...new Set(titles)].map((t) => map.get(t)!).filter(Boolean);

export interface InsertedCatalogue {
  artists: Map<ArtistPlan, Row<'artists'>>;
  artworks: Map<ArtworkPlan, Row<'artworks'>>;
  /** each artwork's image file ids, main first */
  images: Map<ArtworkPlan, number[]>;
}

export const insertCatalogue = async (
  db: DB,
  lookups: Lookups,
  artists: ArtistPlan[],
  artworks: ArtworkPlan[],
  images: Map<ArtworkPlan, number[]>,
  today: Date,
): Promise<InsertedCatalogue> => {
  const artistRows = new Map<ArtistPlan, Row<'artists'>>();
  for (const a of artists) {
    const first = artworks.find((w) => w.artist === a);
    artistRows.set(
      a,
      await makeArtist(db, {
        first_name: a.first_name,
        last_name: a.last_name,
        slug: slugify(`${a.first_name} ${a.last_name}`),
        status: a.status,
        birth_year: a.birth_year,
        death_year: a.death_year,
        location: a.location,
        biography: a.biography,
        market: a.market,
        header_image_id: first ? images.get(first)![0]! : null,
        region_ids: ids(lookups.regions, [a.region.title]),
      }),
    );
  }
  const artworkRows = new Map<ArtworkPlan, Row<'artworks'>>();
  for (const w of artworks) {
    const fileIds = images.get(w)!;
    // Oldest first, half a day apart, so "newest" sorts read like a real stock book.
    const created = new Date(today.getTime() - (artworks.length - w.number) * 12 * 3_600_000).toISOString();
    artworkRows.set(
      w,
      await makeArtwork(db, {
        artist_id: artistRows.get(w.artist)!.id,
        title: w.title,
        slug: `${slugify(w.title)}-${slugify(w.artist.last_name)}`,
        sku: skuOf(w),
        price: w.price,
        availability: w.availability,
        condition: w.condition,
        status: w.status,
        featured: w.featured ? 1 : 0,
        year: w.year,
        medium: mediumOf(w),
        description: w.description,
        height: w.height,
        width: w.width,
        depth: w.depth,
        acquisition: w.acquisition,
        acquired_at: w.acquired_at,
        header_image_id: fileIds[0]!,
        search_image_id: fileIds[0]!,
        created_at: created,
        updated_at: created,
        attributes: [
          { height: w.height, width: w.width, depth: w.depth, label: null },
          ...(w.framed ? [{ ...w.framed, label: 'Framed' }] : []),
        ],
        image_ids: fileIds,
        art_type_ids: ids(lookups.art_types, [w.artType.title]),
        material_ids: ids(lookups.materials, w.materials),
        color_ids: ids(
          lookups.colors,
          w.image.palette.map((d) => d.color),
        ),
        region_ids: ids(lookups.regions, [w.artist.region.title]),
        period_ids: ids(lookups.periods, [w.period]),
      }),
    );
  }
  return { artists: artistRows, artworks: artworkRows, images };
};

/** A shelf of catalogues and monographs, each about one to three of the artists. */
export const insertPublications = async (
  db: DB,
  rng: Rng,
  artists: Map<ArtistPlan, Row<'artists'>>,
  thisYear: number,
) => {
  const rows = [...artists.values()].filter((a) => a.status === '1');
  const kinds = ['Exhibition catalogue', 'Monograph', 'Article', 'Book'] as const;
  for (let i = 0; i < 16; i++) {
    const subjects = rng.sample(
      rows,
      rng.weighted([
        [1, 6],
        [2, 2],
        [3, 1],
      ]),
    );
    const type = rng.pick(kinds);
    const names = subjects.map((a) => `${a.first_name} ${a.last_name}`);
    const title =
      type === 'Monograph'
        ? `${names[0]}: ${rng.pick(['Works', 'A Life in Cloth', 'Four Decades', 'The Loom Years'])}`
        : type === 'Article'
          ? `${rng.pick(['In the studio with', 'A conversation with', 'Looking closely at'])} ${names.join(' and ')}`
          : `${rng.pick(['Common Thread', 'Hand and Loom', 'Warp Lines', 'Color Held Close', 'The Patient Surface'])}${names.length > 1 ? ` (${names.join(', ')})` : ''}`;
    await makePublication(db, {
      title,
      type,
      author: type === 'Article' ? rng.pick(PUBLICATIONS) : 'Weft Editions',
      publisher: type === 'Article' ? rng.pick(PUBLICATIONS) : 'Weft Editions',
      year: rng.int(thisYear - 20, thisYear),
      status: '1',
      artist_ids: subjects.map((a) => a.id),
    });
  }
};
