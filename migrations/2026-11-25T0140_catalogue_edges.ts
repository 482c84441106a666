// Indexes for the filters' edges (issue 18): which sale statuses occur, and the smallest and largest
// height, width and depth of visible works, each read as the first rows of an index instead of a
// pass over the catalogue (public-filters.repository.ts). The price's edges use artworks_sale_price.
import { type Kysely, sql } from 'kysely';

const statements = [
  `CREATE INDEX artworks_availability ON artworks(status, availability)`,
  `CREATE INDEX artworks_height ON artworks(status, height)`,
  `CREATE INDEX artworks_width ON artworks(status, width)`,
  `CREATE INDEX artworks_depth ON artworks(status, depth)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ['artworks_availability', 'artworks_height', 'artworks_width', 'artworks_depth'])
    await sql.raw(`DROP INDEX IF EXISTS ${name}`).execute(db);
}
