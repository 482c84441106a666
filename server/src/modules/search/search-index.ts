// Keeping the index in step (docs/decisions/023-search-index.md). Each module declares the tables
// that feed its documents (its `search.feeds` in the public registry); at start they become SQLite
// triggers that queue the touched items in search_pending, inside the very transaction of the
// write, whichever code path made it (a form, a lookup renamed, a cascade, a script). Before a
// search reads the index it applies what is queued and due, so no reader ever sees an index older
// than the data. A scheduled item waits in the queue until its minute.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { DB } from '#server/db/database';
import { immediateTx } from '#server/db/transaction';
import type { SearchDocument } from '#server/lib/public-kind-source';
import { plainSpellings } from './fold';
import { type IndexedKind, indexedKinds, kindOf, rowidOf } from './search-kinds';
import { followWords, termsOf, type WordChange } from './vocabulary';

/** Bump when what a document holds changes without its feeds changing: the next start rebuilds. */
const DOCUMENTS_VERSION = 1;
const BATCH = 500;
/** Rewritten documents whose words the vocabulary in memory follows one by one in a batch. */
const WORDS_FOLLOWED = 50;

const EVENTS = [
  ['ai', 'INSERT', ['NEW']],
  ['au', 'UPDATE', ['NEW', 'OLD']],
  ['ad', 'DELETE', ['OLD']],
] as const;

/** The triggers the registry's feeds ask for, by name. */
export const feedTriggers = () =>
  indexedKinds().flatMap((kind) =>
    kind.source.feeds.flatMap((feed) =>
      EVENTS.map(([suffix, event, rows]) => {
        const name = `search_feed_${kind.key}_${feed.table}_${suffix}`;
        const items = rows.map((r) => feed.items(r)).join(' UNION ');
        return {
          name,
          sql: `CREATE TRIGGER ${name} AFTER ${event} ON ${feed.table} BEGIN
  INSERT INTO search_pending (kind, item_id) SELECT '${kind.key}', * FROM (${items}) WHERE true
  ON CONFLICT (kind, item_id) DO UPDATE SET due = '';
END`,
        };
      }),
    ),
  );

const signature = () =>
  createHash('sha256')
    .update(JSON.stringify([DOCUMENTS_VERSION, indexedKinds().map((k) => [k.key, k.code]), feedTriggers()]))
    .digest('hex');

/** Bumped by every write to the index, so that the vocabulary knows when to read itself again. */
const bumpGeneration = (trx: DB) =>
  sql`INSERT INTO search_meta (key, value) VALUES ('generation', '1')
      ON CONFLICT (key) DO UPDATE SET value = CAST(value AS INTEGER) + 1`.execute(trx);

const documentColumns = (doc: SearchDocument) =>
  [
    doc.title,
    doc.names ?? '',
    doc.tags ?? '',
    doc.body ?? '',
    plainSpellings(doc.title, doc.names, doc.tags, doc.body),
    (doc.tagIds ?? []).map((id) => `tag${id}`).join(' '),
  ] as const;

const writeDocument = async (trx: DB, kind: IndexedKind, doc: SearchDocument) => {
  const [title, names, tags, body, alt, refs] = documentColumns(doc);
  await sql`INSERT INTO search_fts (rowid, title, names, tags, body, alt, refs) VALUES (
    ${rowidOf(kind, doc.id)}, ${title}, ${names}, ${tags}, ${body}, ${alt}, ${refs})`.execute(trx);
};

const COLUMNS = ['title', 'names', 'tags', 'body', 'alt', 'refs'] as const;
type Columns = readonly string[];

/** What the index holds for this item now, if anything. */
const indexedColumns = async (trx: DB, kind: IndexedKind, id: number): Promise<Columns | undefined> => {
  const { rows } = await sql<Record<(typeof COLUMNS)[number], string>>`
    SELECT title, names, tags, body, alt, refs FROM search_fts WHERE rowid = ${rowidOf(kind, id)}`.execute(trx);
  return rows[0] && COLUMNS.map((c) => rows[0]![c]);
};

const sameColumns = (a: Columns, b: Columns) => a.every((v, i) => v === b[i]);

/** A document that changed in the index: its columns before and after (undefined: none). */
interface Rewritten {
  before?: Columns;
  after?: Columns;
}

/** The words each rewritten document took out of the index and put in. */
const wordChanges = async (trx: DB, rewritten: Rewritten[]): Promise<WordChange[]> => {
  const out: WordChange[] = [];
  for (const r of rewritten)
    out.push({
      removed: r.before ? await termsOf(trx, r.before) : [],
      added: r.after ? await termsOf(trx, r.after) : [],
    });
  return out;
};

const isDue = (doc: SearchDocument, now: string) => !doc.visibleFrom || doc.visibleFrom <= now;

/**
 * Writes the documents of `ids` again: visible ones indexed, scheduled ones queued for their minute.
 * Answers the documents the index holds differently now: one written again word for word (a work's
 * price or a show's capacity changed) leaves the index, and so its vocabulary, as it was.
 */
const refresh = async (trx: DB, kind: IndexedKind, ids: number[], now: string) => {
  const docs = new Map((await kind.source.documents(trx, { ids })).map((d) => [d.id, d]));
  const rewritten: Rewritten[] = [];
  for (const id of ids) {
    const doc = docs.get(id);
    const due = doc !== undefined && isDue(doc, now);
    const before = await indexedColumns(trx, kind, id);
    const after = due ? documentColumns(doc) : undefined;
    const unchanged = before !== undefined && after !== undefined && sameColumns(before, after);
    if (!unchanged && (before || after)) {
      if (before) await sql`DELETE FROM search_fts WHERE rowid = ${rowidOf(kind, id)}`.execute(trx);
      if (due) await writeDocument(trx, kind, doc);
      rewritten.push({ before, after });
    }
    if (doc && !due)
      await trx
        .updateTable('search_pending')
        .set({ due: doc.visibleFrom! })
        .where('kind', '=', kind.key)
        .where('item_id', '=', id)
        .execute();
    else await trx.deleteFrom('search_pending').where('kind', '=', kind.key).where('item_id', '=', id).execute();
  }
  return rewritten;
};

/** The generation the index is at (what the vocabulary in memory says it was read from). */
const generationOf = async (trx: DB) =>
  (await trx.selectFrom('search_meta').select('value').where('key', '=', 'generation').executeTakeFirst())?.value ??
  '0';

/** Is anything queued and due? One indexed probe: what every search pays when nothing changed. */
export const hasDueWork = async (db: DB, now: string) =>
  (await db.selectFrom('search_pending').select('kind').where('due', '<=', now).limit(1).executeTakeFirst()) !==
  undefined;

/** Applies what is queued and due, a batch per transaction. Answers how many items were written. */
export const applyPending = async (db: DB, now = new Date().toISOString()) => {
  let done = 0;
  let change: { from: string; to: string; words?: WordChange[] } | undefined;
  while (await hasDueWork(db, now)) {
    done += await immediateTx(db, async (trx) => {
      const rows = await trx
        .selectFrom('search_pending')
        .select(['kind', 'item_id'])
        .where('due', '<=', now)
        .orderBy('due')
        .limit(BATCH)
        .execute();
      const byKind = new Map<string, number[]>();
      for (const r of rows) byKind.set(r.kind, [...(byKind.get(r.kind) ?? []), r.item_id]);
      const rewritten: Rewritten[] = [];
      for (const [key, ids] of byKind) {
        const kind = kindOf(key);
        if (kind) rewritten.push(...(await refresh(trx, kind, ids, now)));
        // A kind no longer searchable: its queue entries go.
        else await trx.deleteFrom('search_pending').where('kind', '=', key).execute();
      }
      if (rewritten.length) {
        // The vocabulary in memory follows the rewritten documents' words (reading every term of
        // the index again costs 0.3-0.5 s of the loop at 100,000 works); past a few, it is read.
        const from = await generationOf(trx);
        await bumpGeneration(trx);
        const words = rewritten.length <= WORDS_FOLLOWED ? await wordChanges(trx, rewritten) : undefined;
        change = { from, to: await generationOf(trx), words };
      }
      return rows.length;
    });
    if (change) followWords(db, change.from, change.to, change.words);
    change = undefined;
  }
  return done;
};

/** Empties the index and writes every document again, kind by kind, in one transaction. */
export const rebuildIndex = async (db: DB, now = new Date().toISOString()) => {
  const counts: Record<string, number> = {};
  await immediateTx(db, async (trx) => {
    await sql`DELETE FROM search_fts`.execute(trx);
    await trx.deleteFrom('search_pending').execute();
    for (const kind of indexedKinds()) {
      counts[kind.key] = 0;
      for (let afterId = 0; ;) {
        const docs = await kind.source.documents(trx, { afterId, limit: BATCH });
        if (!docs.length) break;
        for (const doc of docs) {
          if (isDue(doc, now)) await writeDocument(trx, kind, doc);
          else
            await trx
              .insertInto('search_pending')
              .values({ kind: kind.key, item_id: doc.id, due: doc.visibleFrom! })
              .execute();
        }
        counts[kind.key] += docs.length;
        afterId = docs[docs.length - 1].id;
      }
    }
    // One b-tree per term instead of many segments: faster queries after a bulk load.
    await sql`INSERT INTO search_fts (search_fts) VALUES ('optimize')`.execute(trx);
    await bumpGeneration(trx);
    await sql`INSERT INTO search_meta (key, value) VALUES ('signature', ${signature()})
      ON CONFLICT (key) DO UPDATE SET value = excluded.value`.execute(trx);
  });
  return counts;
};

/**
 * At start: the triggers made from the registry replace the old ones (one transaction), and the
 * index is rebuilt when the feeds or the documents' shape changed since it was written; otherwise
 * only what is queued is applied (a script's writes, a bulk import).
 */
export const startSearchIndex = async (db: DB) => {
  const triggers = feedTriggers();
  await immediateTx(db, async (trx) => {
    const old = await sql<{
      name: string;
    }>`SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'search_feed_%'`.execute(trx);
    for (const t of old.rows) await sql.raw(`DROP TRIGGER ${t.name}`).execute(trx);
    for (const t of triggers) await sql.raw(t.sql).execute(trx);
  });
  const stored = await db.selectFrom('search_meta').select('value').where('key', '=', 'signature').executeTakeFirst();
  if (stored?.value !== signature()) return { rebuilt: await rebuildIndex(db) };
  return { applied: await applyPending(db) };
};
