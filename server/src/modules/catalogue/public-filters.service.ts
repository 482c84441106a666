// GET /public/filters: the filter groups of the shop page, an artist's page and the artists page.
// The reading of the spec behind it is docs/decisions/007-public-filters.md.
import { ARTWORK_LOOKUPS, type ArtworkLookup, SALE_STATUSES } from '#shared/constants';
import type { FilterGroup, FilterItem, FiltersQuery } from '#shared/schemas/catalogue-public';
import type { AppDeps } from '#server/deps';
import { fieldError } from '#server/lib/errors';
import { MSG } from '#shared/messages';
import { findVisibleArtist } from './public-artist.service';
import * as repo from './public-filters.repository';
import { FACET_GROUPS, type FacetGroup } from './facet-index';
import { countFacets } from './facet-counts';
import { facetKeeperOf } from './facet-keeper';
import { type UsedValues, usedValues } from './facet-values';
import type { ArtworkFilter } from './public-artwork.repository';
import { toFilter } from './public-artwork.service';

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

const lookupGroups = async (deps: AppDeps, keys: readonly ArtworkLookup[], used: UsedValues, search?: string) => {
  const rows = await repo.listLookupTitles(deps.db, keys, search);
  return keys.map((key) => {
    const ids = used.ids[FACET_GROUPS.indexOf(key)]!;
    return group(
      key,
      rows.filter((r) => r.grp === key && ids.has(r.id)),
    );
  });
};

const availabilityGroup = (used: UsedValues) => {
  const items = [...used.ids[FACET_GROUPS.indexOf('availabilities')]!]
    .filter((id) => SALE_STATUSES[id] !== undefined)
    .map((id) => ({ id, title: capitalised(SALE_STATUSES[id]!) }))
    .sort(byTitle);
  return group('availabilities', items);
};

const rangeGroups = (keys: readonly ('price' | 'height' | 'width' | 'depth')[], used: UsedValues) =>
  keys.map((key): FilterGroup => ({
    key,
    title: capitalised(key),
    items: [],
    min: used.ranges[key].min,
    max: used.ranges[key].max,
  }));

/**
 * Each item's count with the other groups' filters kept, and the chosen items selected (the 'ALL'
 * item when the group has no choice). Range groups and the artists page's regions have no counts.
 */
const withCounts = async (deps: AppDeps, groups: FilterGroup[], filter: ArtworkFilter): Promise<FilterGroup[]> => {
  // The index follows every write by updating the works it touched (decision 031), never rebuilt here.
  const counts = countFacets(await facetKeeperOf(deps).current(), filter);
  return groups.map((g) => {
    if (!(FACET_GROUPS as readonly string[]).includes(g.key)) return g;
    const { all, byId } = counts[g.key as FacetGroup];
    const ids = chosenIds(filter, g.key as FacetGroup);
    return {
      ...g,
      items: g.items.map((item, i) =>
        i === 0
          ? { ...item, selected: !ids?.length, count: all }
          : { ...item, selected: Boolean(ids?.includes(item.id)), count: byId[item.id] ?? 0 },
      ),
    };
  });
};

const chosenIds = (f: ArtworkFilter, group: FacetGroup) =>
  group === 'art_types' ? f.artTypes : (f[group] as number[] | undefined);

/** The answer for one set of parameters is kept like the shop page's (decision 008). */
export const filters = (deps: AppDeps, input: FiltersQuery): Promise<FilterGroup[]> =>
  deps.reads.get(`filters:${JSON.stringify(input)}`, () => loadFilters(deps, input));

const loadFilters = async (deps: AppDeps, input: FiltersQuery): Promise<FilterGroup[]> => {
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
  // The groups do not depend on the filters chosen: a new filter set only costs its counts.
  const groups = await deps.reads.get(`filter-groups:${artistId}:${input.type}:${search}`, () =>
    artworkGroups(deps, input, artistId, search),
  );
  return withCounts(deps, groups, { ...toFilter(input), artists: input.artists, artistId });
};

/**
 * The groups of the shop page or an artist's page: only values their visible works have, so no choice
 * leads to an empty page. Which values those are comes from the facet index (facet-values.ts), the
 * titles from the lookup tables.
 */
const artworkGroups = async (
  deps: AppDeps,
  input: FiltersQuery,
  artistId: number | undefined,
  search: string | undefined,
): Promise<FilterGroup[]> => {
  const used = usedValues(await facetKeeperOf(deps).current(), artistId);
  switch (input.type) {
    case 'materials':
      return lookupGroups(deps, ['materials'], used, search);
    case 'price':
      return rangeGroups(['price'], used);
    case 'tags':
      return [...(await lookupGroups(deps, ARTWORK_LOOKUPS, used)), availabilityGroup(used)];
    default:
      return [
        ...(await lookupGroups(deps, ARTWORK_LOOKUPS, used)),
        availabilityGroup(used),
        ...rangeGroups(['price', 'height', 'width', 'depth'], used),
      ];
  }
};
