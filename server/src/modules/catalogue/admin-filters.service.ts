// GET /admin/filters: the filter groups of an admin table (artworks by default, or artists), each
// with items { id, val, selected }. Nothing is selected: the admin table keeps its own selection.
import type { z } from 'zod';
import { SALE_STATUSES, STATUS_OPTIONS } from '#shared/constants';
import {
  ADMIN_FILTER_LISTS,
  type AdminFilterKey,
  type adminFiltersInput,
  type FilterGroup,
} from '#shared/schemas/lookup';
import type { AppDeps } from '#server/deps';
import type { LookupName } from '#server/db/schema';
import { artistNames } from './admin-filters.repository';
import { allLookup } from './lookup.repository';

const TITLES: Record<AdminFilterKey, string> = {
  availability: 'Availability',
  status: 'Status',
  artists: 'Artist',
  art_types: 'Art type',
  materials: 'Material',
  colors: 'Color',
  regions: 'Region',
  periods: 'Period',
};

const items = (list: { id: number; val: string }[]) => list.map((i) => ({ ...i, selected: false }));

const groupItems = async (deps: AppDeps, key: AdminFilterKey) => {
  switch (key) {
    case 'availability':
      return items(SALE_STATUSES.map((val, id) => ({ id, val })));
    case 'status':
      return items(STATUS_OPTIONS.map((o) => ({ id: Number(o.value), val: o.label })));
    case 'artists':
      return items(
        (await artistNames(deps.db)).map((a) => ({ id: a.id, val: `${a.first_name} ${a.last_name}`.trim() })),
      );
    default:
      return items((await allLookup(deps.db, key satisfies LookupName)).map((r) => ({ id: r.id, val: r.title })));
  }
};

export const adminFilters = async (deps: AppDeps, input: z.output<typeof adminFiltersInput>) => {
  const keys: readonly AdminFilterKey[] = ADMIN_FILTER_LISTS[input.list];
  const wanted = input.type ? keys.filter((k) => k === input.type) : keys;
  const list: FilterGroup[] = [];
  for (const key of wanted) list.push({ key, title: TITLES[key], items: await groupItems(deps, key) });
  return { list };
};
