// The change history's procedures as hooks: the only place the client names them.
import { keepPreviousData } from '@tanstack/react-query';
import type { HistoryItemType } from '#shared/schemas/history';
import { type RouterInputs, trpc } from '#client/lib/trpc';

export type HistoryQuery = RouterInputs['history']['list'];

/** One item's changes, newest first (a drawer's History section). Fetched again each time it opens. */
export const useItemHistory = (type: HistoryItemType, id: number) =>
  trpc.history.list.useQuery({ item_type: type, item_id: id, page: 1 }, { refetchOnMount: 'always' });

export const useHistory = (query: HistoryQuery) =>
  trpc.history.list.useQuery(query, { placeholderData: keepPreviousData, refetchOnMount: 'always' });

export const useHistoryStaff = () => trpc.history.staff.useQuery();
