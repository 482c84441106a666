// GET /public/filters: the filter groups of the shop page, an artist's page and the artists page.
// The reading of the spec behind it is docs/decisions/007-public-filters.md.
import { ARTWORK_LOOKUPS, type ArtworkLookup, SALE_STATUSES } from '#shared/constants';
import type { FilterGroup, FilterItem, FiltersQuery } from '#shared/schemas/catalogue-public';
import type { AppDeps } from '#server/deps';
import { fieldError } from '#server/lib/errors';
import { MSG } from '#shared/messages';
import { findVisibleArtist } from './public-artist.service';
import * as repo from './public-filters.repository';

const TITLES: Record<ArtworkLookup | 'availabilities', string> = {
  art_types: 'Art types',
  materials: 'Materials',
  colors: 'Colors',
  regions: 'Regions',
  periods: 'Periods',
  availabilities: 'Availability',
};

/** The default item: no value of the group chosen. Its id is one no real item has. */
export const ALL_ID = 0;
/** Sale status 0 is 'donated', so the availabilities' default item uses -1. */
export const ALL_AVAILABILITIES_ID = -1;

const allItem = (key: ArtworkLookup | 'availabilities'): FilterItem => ({
  id: key === 'availabilities' ? ALL_AVAILABILITIES_ID : ALL_ID,
  val: `ALL ${key === 'availabilities' ? 'AVAILABILITIES' : TITLES[key].toUpperCase()}`,
  selected: true,
});

const group = (key: ArtworkLookup | 'availabilities', items: { id: number; title: string }[]): FilterGroup => ({
  key,
  title: TITLES[key],
  items: [allItem(key), ...items.map((i) => ({ id: i.id, val: i.title, selected: false }))],
});

const byTitle = (a: { title: string }, b: { title: string }) =>
  a.title.localeCompare(b.title, 'en', { sensitivity: 'base' });

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const lookupGroups = async (deps: AppDeps, keys: readonly ArtworkLookup[], artistId?: number, search?: string) => {
  const rows = await repo.listUsedLookups(deps.db, keys, { artistId, search });
  return keys.map((key) =>
    group(
      key,
      rows.filter((r) => r.grp === key),
    ),
  );
};

const availabilityGroup = async (deps: AppDeps, artistId?: number) => {
  const used = await repo.listUsedAvailabilities(deps.db, artistId);
  const items = used
    .filter((id) => SALE_STATUSES[id] !== undefined)
    .map((id) => ({ id, title: capitalised(SALE_STATUSES[id]!) }))
    .sort(byTitle);
  return group('availabilities', items);
};

const rangeGroups = async (
  deps: AppDeps,
  keys: readonly ('price' | 'height' | 'width' | 'depth')[],
  artistId?: number,
) => {
  const r = await repo.findRanges(deps.db, artistId);
  return keys.map((key): FilterGroup => ({
    key,
    title: capitalised(key),
    items: [],
    min: r[`${key}_min`],
    max: r[`${key}_max`],
  }));
};

export const filters = async (deps: AppDeps, input: FiltersQuery): Promise<FilterGroup[]> => {
  const search = input.search || undefined;
  if (input.list === 'artists') {
    // The artists page filters by region only.
    return [group('regions', await repo.listArtistRegions(deps.db, search))];
  }
  let artistId: number | undefined;
  if (input.list === 'artist') {
    if (!input.belonging) throw fieldError('belonging', MSG.required);
    artistId = (await findVisibleArtist(deps, input.belonging)).id;
  }
  switch (input.type) {
    case 'materials':
      return lookupGroups(deps, ['materials'], artistId, search);
    case 'price':
      return rangeGroups(deps, ['price'], artistId);
    case 'tags':
      return [...(await lookupGroups(deps, ARTWORK_LOOKUPS, artistId)), await availabilityGroup(deps, artistId)];
    default:
      return [
        ...(await lookupGroups(deps, ARTWORK_LOOKUPS, artistId)),
        await availabilityGroup(deps, artistId),
        ...(await rangeGroups(deps, ['price', 'height', 'width', 'depth'], artistId)),
      ];
  }
};
