// What staff changed (issue 20): one row per changed field, written in the change's own transaction.
// No foreign keys: the record outlives the item and the staff member (their title and name are kept
// as they were). Triggers refuse any UPDATE or DELETE, so the history cannot be edited, even by a bug.
import { type Kysely, sql } from 'kysely';

const statements = [
  `CREATE TABLE change_history (
    id INTEGER PRIMARY KEY,
    at TEXT NOT NULL,
    user_id INTEGER,
    user_name TEXT NOT NULL,
    item_type TEXT NOT NULL,
    item_id INTEGER NOT NULL,
    item_title TEXT NOT NULL,
    field TEXT NOT NULL,
    before TEXT,
    after TEXT
  )`,
  `CREATE INDEX change_history_item ON change_history(item_type, item_id, id)`,
  `CREATE INDEX change_history_user ON change_history(user_id, id)`,
  `CREATE INDEX change_history_at ON change_history(at)`,
  `CREATE TRIGGER change_history_no_update BEFORE UPDATE ON change_history
    BEGIN SELECT RAISE(ABORT, 'the change history cannot be edited'); END`,
  `CREATE TRIGGER change_history_no_delete BEFORE DELETE ON change_history
    BEGIN SELECT RAISE(ABORT, 'the change history cannot be edited'); END`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE IF EXISTS change_history').execute(db);
}
