// Lookup rows (regions, exhibition types, colors, art types, materials, periods).
import type { DB } from '#server/db/database';
import type { LookupName, Row } from '#server/db/schema';
import { seq } from './support';

const defaults: Record<LookupName, string> = {
  regions: 'Region',
  exhibition_types: 'Exhibition type',
  colors: 'Color',
  art_types: 'Art type',
  materials: 'Material',
  periods: 'Period',
};

export const makeLookup = (db: DB, table: LookupName, title = `${defaults[table]} ${seq()}`): Promise<Row<'regions'>> =>
  db.insertInto(table).values({ title }).returningAll().executeTakeFirstOrThrow();

export const makeRegion = (db: DB, title?: string) => makeLookup(db, 'regions', title);
export const makeExhibitionType = (db: DB, title?: string) => makeLookup(db, 'exhibition_types', title);
export const makeColor = (db: DB, title?: string) => makeLookup(db, 'colors', title);
export const makeArtType = (db: DB, title?: string) => makeLookup(db, 'art_types', title);
export const makeMaterial = (db: DB, title?: string) => makeLookup(db, 'materials', title);
export const makePeriod = (db: DB, title?: string) => makeLookup(db, 'periods', title);

/** Inserts all titles (in one statement) and returns title → id. */
export const makeLookups = async (
  db: DB,
  table: LookupName,
  titles: readonly string[],
): Promise<Map<string, number>> => {
  if (!titles.length) return new Map();
  const rows = await db
    .insertInto(table)
    .values(titles.map((title) => ({ title })))
    .returning(['id', 'title'])
    .execute();
  return new Map(rows.map((r) => [r.title, r.id]));
};
