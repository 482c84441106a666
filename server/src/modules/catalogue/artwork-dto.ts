// Artwork rows → admin DTOs, with every relation of the page loaded in one query per relation.
import { CONDITIONS, SALE_STATUSES } from '#shared/constants';
import { formatDimensions, formatPrice } from '#shared/format';
import type { ArtworkDto } from '#shared/schemas/artwork';
import type { ImageDto } from '#shared/schemas/image';
import type { LookupItem } from '#shared/schemas/lookup';
import type { DB } from '#server/db/database';
import { exhibitionsOfArtworks } from '../events/show-links.service';
import * as links from './artwork-links.repository';
import { LOOKUP_LINKS, type ArtworkRow, type LookupKey } from './artwork.repository';
import { imagesByIds } from '#server/modules/uploads/images';

const groupBy = <T extends { artwork_id: number }>(rows: readonly T[]) => {
  const map = new Map<number, T[]>();
  for (const r of rows) {
    const list = map.get(r.artwork_id);
    if (list) list.push(r);
    else map.set(r.artwork_id, [r]);
  }
  return map;
};

const lookupKeys = Object.keys(LOOKUP_LINKS) as LookupKey[];

export const toArtworkDtos = async (db: DB, rows: readonly ArtworkRow[]): Promise<ArtworkDto[]> => {
  const ids = rows.map((r) => r.id);
  const [attributes, productIds, exhibitions, ...lookupRows] = await Promise.all([
    links.attributesOf(db, ids),
    links.productImageIdsOf(db, ids),
    exhibitionsOfArtworks(db, ids),
    ...lookupKeys.map((key) => links.lookupsOf(db, key, ids)),
  ]);
  const images = await imagesByIds(db, [
    ...rows.flatMap((r) => [r.header_image_id, r.search_image_id]),
    ...productIds.map((p) => p.file_id),
  ]);
  const attrsBy = groupBy(attributes);
  const productsBy = groupBy(productIds);
  const exhibitionsBy = groupBy(exhibitions);
  const lookupsBy = lookupRows.map((list) => groupBy(list));
  const image = (id: number | null) => (id !== null && images.get(id)) || null;

  return rows.map((r) => {
    const attrs = (attrsBy.get(r.id) ?? []).map(({ id, label, height, width, depth }) => ({
      id,
      label,
      height,
      width,
      depth,
    }));
    const products = (productsBy.get(r.id) ?? []).map((p) => p.file_id);
    const lookup = (key: LookupKey): LookupItem[] =>
      (lookupsBy[lookupKeys.indexOf(key)]!.get(r.id) ?? []).map(({ id, title }) => ({ id, title }));
    const artistName = `${r.artist_first_name} ${r.artist_last_name}`.trim();
    return {
      id: r.id,
      title: r.title,
      slug: r.slug,
      sku: r.sku,
      price: r.price,
      price_formatted: r.price === null ? null : formatPrice(r.price),
      availability: r.availability,
      availability_label: SALE_STATUSES[r.availability] ?? '',
      condition: r.condition,
      condition_label: r.condition === null ? null : (CONDITIONS[r.condition] ?? null),
      status: r.status,
      featured: r.featured === 1,
      year: r.year,
      medium: r.medium,
      description: r.description,
      artist: { id: r.artist_id, title: artistName },
      artist_id: r.artist_id,
      artist_name: artistName,
      attributes: attrs,
      size: formatDimensions(attrs[0] ?? r),
      header_image: image(r.header_image_id),
      search_image: image(r.search_image_id),
      product_images: products.map((id) => images.get(id)).filter((i): i is ImageDto => i !== undefined),
      header_image_id: r.header_image_id,
      search_image_id: r.search_image_id,
      product_image_ids: products,
      art_types: lookup('art_types'),
      materials: lookup('materials'),
      colors: lookup('colors'),
      regions: lookup('regions'),
      periods: lookup('periods'),
      exhibitions: (exhibitionsBy.get(r.id) ?? []).map(({ id, title, slug }) => ({ id, title, slug })),
      acquisition: r.acquisition,
      acquired_at: r.acquired_at,
      created_at: r.created_at,
      updated_at: r.updated_at,
    };
  });
};
