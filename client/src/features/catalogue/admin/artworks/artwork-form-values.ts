// The artwork form's values: the shapes of POST/PUT /admin/artwork as the inputs hold them (text
// for numbers, so that 'Only numbers' can be said), made from a loaded artwork or empty.
import type { ArtworkDto } from '#shared/schemas/artwork';
import { itemIds, numberText as num, textValue as text } from '#client/components/admin/field-props';

export interface DimensionRow {
  label: string;
  height: string;
  width: string;
  depth: string;
}

export const emptyRow = (): DimensionRow => ({ label: '', height: '', width: '', depth: '' });

export const artworkFormValues = (a: ArtworkDto | null) => ({
  title: a?.title ?? '',
  slug: text(a?.slug),
  sku: text(a?.sku),
  artist_id: a?.artist_id ?? (null as number | null),
  price: num(a?.price),
  // 'for sale' is the usual state of a new work
  availability: String(a?.availability ?? 1),
  condition: a?.condition == null ? (null as string | null) : String(a.condition),
  status: a?.status ?? ('0' as '0' | '1'),
  featured: a?.featured ?? false,
  year: num(a?.year),
  medium: text(a?.medium),
  description: text(a?.description),
  acquisition: text(a?.acquisition),
  acquired_at: text(a?.acquired_at?.slice(0, 10)),
  attributes: (a?.attributes ?? []).map((r): DimensionRow => ({
    label: text(r.label),
    height: num(r.height),
    width: num(r.width),
    depth: num(r.depth),
  })),
  header_image_id: a?.header_image_id ?? (null as number | null),
  search_image_id: a?.search_image_id ?? (null as number | null),
  product_image_ids: a?.product_image_ids ?? ([] as number[]),
  art_types: itemIds(a?.art_types),
  materials: itemIds(a?.materials),
  colors: itemIds(a?.colors),
  regions: itemIds(a?.regions),
  periods: itemIds(a?.periods),
  exhibitions: itemIds(a?.exhibitions),
});

export type ArtworkFormValues = ReturnType<typeof artworkFormValues>;
