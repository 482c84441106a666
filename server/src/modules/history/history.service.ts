// The change history: services record what staff changed inside the change's own transaction (so a
// failed change leaves no record and a recorded change cannot be lost), and staff read it per item,
// filtered on the history page, or as CSV.
import type { HistoryField, HistoryItemType, HistoryListQuery } from '#shared/schemas/history';
import type { AppDeps, Actor } from '#server/deps';
import type { DB } from '#server/db/database';
import { countedPage, pageWindow } from '#server/db/paging';
import * as repo from './history.repository';

export interface HistoryItem {
  type: HistoryItemType;
  id: number;
  /** the item's name as it is now: kept with the record, so it reads after the item is deleted */
  title: string;
}

const text = (v: unknown): string | null =>
  v === null || v === undefined ? null : typeof v === 'boolean' ? (v ? '1' : '0') : String(v);

/**
 * One row per field whose value differs between `before` and `after`. Call it with the transaction
 * that makes the change, after the write succeeded (a failing write throws first).
 */
export const recordChanges = async (
  db: DB,
  actor: Actor | undefined,
  item: HistoryItem,
  before: Partial<Record<HistoryField, unknown>>,
  after: Partial<Record<HistoryField, unknown>>,
) => {
  const at = new Date().toISOString();
  const rows = (Object.keys(after) as HistoryField[])
    .filter((field) => text(before[field]) !== text(after[field]))
    .map((field) => ({
      at,
      user_id: actor?.id ?? null,
      user_name: actor?.name ?? 'System',
      item_type: item.type,
      item_id: item.id,
      item_title: item.title,
      field,
      before: text(before[field]),
      after: text(after[field]),
    }));
  await repo.insertChanges(db, rows);
};

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString();

export const toFilter = (q: Omit<HistoryListQuery, 'page'>): repo.HistoryFilter => ({
  itemType: q.item_type,
  itemId: q.item_id,
  userId: q.user_id,
  field: q.field,
  from: q.from ? `${q.from}T00:00:00.000Z` : undefined,
  to: q.to ? nextDay(q.to) : undefined,
});

export const listHistory = (deps: AppDeps, q: HistoryListQuery) => {
  const filter = toFilter(q);
  const window = pageWindow(q);
  return countedPage(window, repo.countHistory(deps.db, filter), repo.readHistory(deps.db, filter, window), (rows) =>
    rows.map((r) => ({ ...r, item_type: r.item_type as HistoryItemType, field: r.field as HistoryField })),
  );
};

export const historyStaff = async (deps: AppDeps) =>
  (await repo.listStaffInHistory(deps.db)).map((r) => ({ id: r.id!, name: r.name ?? '' }));

export const everyChange = (deps: AppDeps, q: Omit<HistoryListQuery, 'page'>) => repo.everyChange(deps.db, toFilter(q));
