// Rows → the public artwork DTOs. Pure functions (the benchmark's bare handler shares them), plus the
// one batch read of a page's images.
import { SALE_STATUSES } from '#shared/constants';
import { formatDimensions, formatPrice } from '#shared/format';
import type { ArtworkCard } from '#shared/schemas/catalogue-public';
import type { ImageDto } from '#shared/schemas/image';
import type { DB } from '#server/db/database';
import { toImageDto } from '#server/lib/image-dto';
import { type CardRow, FOR_SALE, type FileRow, findFiles } from './public-artwork.repository';

/** Cards are shown in a grid: ask for a middling derivative as the fallback src. */
export const CARD_IMAGE_WIDTH = 640;

export type FileMap = Map<number, FileRow>;

export const fullName = (a: { first_name: string; last_name: string }) =>
  [a.first_name, a.last_name].filter(Boolean).join(' ');

export const cardImageId = (row: Pick<CardRow, 'search_image_id' | 'header_image_id'>) =>
  row.search_image_id ?? row.header_image_id;

/** Every file id a page of cards shows, once. */
export const cardFileIds = (rows: readonly Pick<CardRow, 'search_image_id' | 'header_image_id'>[]) => [
  ...new Set(rows.map(cardImageId).filter((id): id is number => id !== null)),
];

export const imageFrom = (files: FileMap, id: number | null, preferWidth = CARD_IMAGE_WIDTH): ImageDto | null => {
  const file = id === null ? undefined : files.get(id);
  return file ? toImageDto(file, preferWidth) : null;
};

export const isForSale = (availability: number) => (FOR_SALE as readonly number[]).includes(availability);

export const toCard = (row: CardRow, files: FileMap): ArtworkCard => {
  const name = fullName(row);
  const price = isForSale(row.availability) ? row.price : null;
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    sku: row.sku,
    artist: { id: row.artist_id, title: name },
    artist_name: name,
    artist_slug: row.artist_slug,
    price,
    price_formatted: price === null ? null : formatPrice(price),
    availability: row.availability,
    availability_label: SALE_STATUSES[row.availability] ?? '',
    size: formatDimensions(row),
    image: imageFrom(files, cardImageId(row)),
    featured: row.featured === 1,
  };
};

export const fileMap = (rows: readonly FileRow[]): FileMap => new Map(rows.map((f) => [f.id, f]));

/** One files query for any number of rows. */
export const loadFiles = async (db: DB, ids: readonly (number | null)[]): Promise<FileMap> =>
  fileMap(await findFiles(db, [...new Set(ids.filter((id): id is number => id !== null))]));

export const toCards = async (db: DB, rows: readonly CardRow[]): Promise<ArtworkCard[]> => {
  const files = await loadFiles(db, cardFileIds(rows));
  return rows.map((r) => toCard(r, files));
};
