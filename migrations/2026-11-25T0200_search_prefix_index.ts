// Prefixes of one to four letters (a visitor's first keystrokes) read one doclist of FTS5's prefix
// index instead of merging every term that starts with them: measured at 100,000 works, "a" and
// "arti" went from tens or hundreds of milliseconds to a few (docs/decisions/023-search-index.md). FTS5 cannot change a
// table's options, so the index is made again; the start rebuilds it (its signature is cleared).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`DROP TABLE search_vocab`).execute(db);
  await sql.raw(`DROP TABLE search_fts`).execute(db);
  await sql
    .raw(
      `CREATE VIRTUAL TABLE search_fts USING fts5(
        title, names, tags, body, alt, refs,
        tokenize = 'unicode61 remove_diacritics 2',
        prefix = '1 2 3 4'
      )`,
    )
    .execute(db);
  await sql.raw(`CREATE VIRTUAL TABLE search_vocab USING fts5vocab(search_fts, row)`).execute(db);
  await sql.raw(`DELETE FROM search_meta WHERE key = 'signature'`).execute(db);
}
