// What every factory shares: unique numbers for slugs and titles, and link-table inserts.
import type { DB } from '#server/db/database';
import type { Kysely } from 'kysely';
import type { Database, NewRow, Row } from '#server/db/schema';
import { slugify } from '#shared/format';
import { galleryToday } from '#shared/gallery-clock';

let counter = 0;
/** A number unique within this process: keeps default slugs and titles apart. */
export const seq = () => ++counter;

/** The given title or `base n`, and a slug made from it, unique within this process. */
export const titleAndSlug = (given: string | undefined, base: string) => {
  const n = seq();
  const title = given ?? `${base} ${n}`;
  return { n, title, slug: `${slugify(title)}-${n}` };
};

/** Inserts the factory's row (defaults, then the test's overrides) and answers it whole. */
export const insertMade = async <T extends keyof Database>(db: DB, table: T, row: NewRow<T>): Promise<Row<T>> =>
  // Kysely cannot check a write against a table chosen by a type parameter; the signature ties
  // `row` to `table` at the call site.
  (await (db as unknown as Kysely<Record<string, object>>)
    .insertInto(table as string)
    .values(row as never)
    .returningAll()
    .executeTakeFirstOrThrow()) as Row<T>;

type LinkTable = Extract<
  keyof Database,
  | 'artist_regions'
  | 'artwork_images'
  | 'artwork_art_types'
  | 'artwork_materials'
  | 'artwork_colors'
  | 'artwork_regions'
  | 'artwork_periods'
  | 'artist_publications'
  | 'exhibition_artworks'
  | 'exhibition_artists'
  | 'viewing_room_artworks'
  | 'post_tags'
  | 'art_advisory_images'
  | 'form_submission_files'
>;

/** Inserts link rows `left = id, right = each of ids` in the given order (position 0, 1, ...). */
export const link = async (
  db: DB,
  table: LinkTable,
  left: string,
  id: number,
  right: string,
  ids: readonly number[] | undefined,
) => {
  if (!ids?.length) return;
  const rows = ids.map((other, position) => ({ [left]: id, [right]: other, position }));
  // The table and column names come from the factories, never from input.
  await db
    .insertInto(table)
    .values(rows as never)
    .execute();
};

/** An ISO timestamp `days` days after `from` (negative: before). */
export const daysFrom = (from: Date, days: number, hour = 12) => {
  const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + days, hour));
  return d.toISOString();
};
export const dateOnly = (iso: string) => iso.slice(0, 10);
/**
 * The date (YYYY-MM-DD) `days` days from the gallery's today (negative: before): its time zone's
 * day, which is what the server compares with (in UTC the day changes hours earlier).
 */
export const dateInDays = (days: number) => {
  const [y, m, d] = galleryToday().split('-').map(Number) as [number, number, number];
  return dateOnly(new Date(Date.UTC(y, m - 1, d + days, 12)).toISOString());
};
