// Every query on the mailing list (subscribers).
import type { DB } from '#server/db/database';
import { countRows, type ListOrder, type PageWindow, readPage, type SearchFilter } from '#server/db/paging';
import { containsText } from '#server/db/sql';
import type { NewRow, RowUpdate } from '#server/db/schema';

export type SubscriberState = 'confirmed' | 'unconfirmed' | 'unsubscribed';
export type SubscriberSort = 'created_at' | 'name' | 'email';
export interface SubscriberFilter extends SearchFilter {
  state?: SubscriberState;
}

const columns = ['id', 'email', 'name', 'agreed_at', 'confirmed_at', 'unsubscribed_at', 'created_at'] as const;

export const findSubscriberByEmail = (db: DB, email: string) =>
  db
    .selectFrom('subscribers')
    .select([...columns, 'confirm_sent_at', 'unsubscribe_token'])
    .where('email', '=', email)
    .executeTakeFirst();

export const insertSubscriber = (db: DB, row: NewRow<'subscribers'>) =>
  db.insertInto('subscribers').values(row).execute();

export const updateSubscriber = (db: DB, id: number, row: RowUpdate<'subscribers'>) =>
  db
    .updateTable('subscribers')
    .set({ ...row, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();

/** Confirms the address whose link carries this token (once: the token goes); answers whether one did. */
export const confirmByTokenHash = async (db: DB, hash: string, sentAfter: string, at: string) =>
  Number(
    (
      await db
        .updateTable('subscribers')
        .set({ confirmed_at: at, confirm_token_hash: null, updated_at: at })
        .where('confirm_token_hash', '=', hash)
        .where('confirm_sent_at', '>=', sentAfter)
        .where('unsubscribed_at', 'is', null)
        .executeTakeFirst()
    ).numUpdatedRows,
  ) === 1;

/** Opts the address out (kept, so that an anonymous post can never add it again). */
export const unsubscribeByToken = async (db: DB, token: string, at: string) => {
  const row = await db
    .selectFrom('subscribers')
    .select(['id', 'unsubscribed_at'])
    .where('unsubscribe_token', '=', token)
    .executeTakeFirst();
  if (!row) return false;
  if (!row.unsubscribed_at)
    await db
      .updateTable('subscribers')
      .set({ unsubscribed_at: at, confirm_token_hash: null, updated_at: at })
      .where('id', '=', row.id)
      .execute();
  return true;
};

const filtered = (db: DB, f: SubscriberFilter) => {
  let q = db.selectFrom('subscribers');
  if (f.state === 'confirmed') q = q.where('confirmed_at', 'is not', null).where('unsubscribed_at', 'is', null);
  if (f.state === 'unconfirmed') q = q.where('confirmed_at', 'is', null).where('unsubscribed_at', 'is', null);
  if (f.state === 'unsubscribed') q = q.where('unsubscribed_at', 'is not', null);
  if (f.search) q = q.where(containsText(f.search, 'subscribers.name', 'subscribers.email'));
  return q;
};

export const countSubscriberRows = (db: DB, f: SubscriberFilter) => countRows(filtered(db, f));

export const readSubscribers = (db: DB, f: SubscriberFilter, order: ListOrder<SubscriberSort>, window: PageWindow) =>
  readPage(filtered(db, f).select(columns).orderBy(order.sort, order.order).orderBy('id', order.order), window);

/** The export: confirmed addresses still on the list, oldest first. Unconfirmed ones never leave. */
export const listConfirmedSubscribers = (db: DB) =>
  filtered(db, { state: 'confirmed' }).select(columns).orderBy('confirmed_at').orderBy('id').execute();

/** Addresses confirmed and still on the list. */
export const countSubscribers = (db: DB) => countRows(filtered(db, { state: 'confirmed' }));
