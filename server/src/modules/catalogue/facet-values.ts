// Which values the filter groups offer, read from the facet index instead of the catalogue: the lookup
// ids and sale statuses the visible works (of one artist) have, and the edges of their price and
// sizes. After every write to the artworks the groups are made again; from SQL that read the
// catalogue (5-10 ms at 100,000 works on every filters answer after a staff price change), from the
// index it is a look at the postings, or a pass over the works for the edges.
import { FOR_SALE } from './public-artwork.repository';
import type { FacetIndex } from './facet-index';

export interface UsedValues {
  /** per group of the index (FACET_GROUPS order), the ids its works have */
  ids: Set<number>[];
  /** smallest and largest price of a work for sale, height, width, depth; null when none has one */
  ranges: Record<'price' | 'height' | 'width' | 'depth', { min: number | null; max: number | null }>;
}

const RANGED = ['price', 'height', 'width', 'depth'] as const;

/** The smallest and largest price (of works for sale) and sizes among the works: one pass. */
const edgesOf = (ix: FacetIndex, works: Int32Array | undefined): UsedValues['ranges'] => {
  const columns = [ix.price, ix.height, ix.width, ix.depth];
  const min = [Infinity, Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity, -Infinity];
  const forSale = new Uint8Array(16);
  for (const s of FOR_SALE) forSale[s] = 1;
  const n = works ? works.length : ix.high;
  for (let k = 0; k < n; k++) {
    const i = works ? works[k]! : k;
    if (!ix.live[i]) continue;
    // NaN (no value) fails both comparisons; a price counts only on a work for sale.
    for (let c = forSale[ix.availability[i]!] ? 0 : 1; c < 4; c++) {
      const v = columns[c]![i]!;
      if (v < min[c]!) min[c] = v;
      if (v > max[c]!) max[c] = v;
    }
  }
  return Object.fromEntries(
    RANGED.map((key, c) => [key, min[c]! <= max[c]! ? { min: min[c]!, max: max[c]! } : { min: null, max: null }]),
  ) as UsedValues['ranges'];
};

/** What the visible works have, or one artist's (none for an artist the index does not hold). */
export const usedValues = (ix: FacetIndex, artistId?: number): UsedValues => {
  const own = artistId === undefined ? undefined : ix.byArtist.get(artistId);
  const works = artistId === undefined ? undefined : (own?.items.subarray(0, own.length) ?? new Int32Array(0));
  const ids = ix.groups.map((m) => {
    const used = new Set<number>();
    // Over the catalogue a value is used when its postings are not empty; an artist's works are read.
    if (!works) m.ids.forEach((id, d) => m.postings[d]!.length && used.add(id));
    else
      for (const i of works)
        for (let v = m.start[i]!, end = v + m.len[i]!; v < end; v++) used.add(m.ids[m.values[v]!]!);
    return used;
  });
  return { ids, ranges: edgesOf(ix, works) };
};
