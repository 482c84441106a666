// Site-wide search (docs/decisions/023-search-index.md): one FTS5 index over every public kind,
// its vocabulary (for one-typo matching) and the queue of items whose document must be written
// again. The triggers that fill the queue are made from the public registry at start, not here:
// each module declares which of its tables feed its documents.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // rowid = kind code * 2^32 + the item's id (server/src/modules/search/search-kinds.ts): a tab is
  // one rowid range, so counting or ranking a tab needs no join.
  await sql
    .raw(
      `CREATE VIRTUAL TABLE search_fts USING fts5(
        title, names, tags, body, alt, refs,
        tokenize = 'unicode61 remove_diacritics 2',
        prefix = '2 3'
      )`,
    )
    .execute(db);
  await sql.raw(`CREATE VIRTUAL TABLE search_vocab USING fts5vocab(search_fts, row)`).execute(db);
  // due '' means now; an ISO instant means "visible from then on" (a scheduled item).
  await sql
    .raw(
      `CREATE TABLE search_pending (
        kind TEXT NOT NULL,
        item_id INTEGER NOT NULL,
        due TEXT NOT NULL DEFAULT '',
        PRIMARY KEY (kind, item_id)
      )`,
    )
    .execute(db);
  await sql.raw(`CREATE INDEX search_pending_due ON search_pending(due)`).execute(db);
  await sql.raw(`CREATE TABLE search_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)`).execute(db);
}
