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

const edges = (values: Float64Array, works: Int32Array, keep: (i: number) => boolean) => {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const i of works) {
    const v = values[i]!;
    // NaN (no value) fails both comparisons.
    if (!keep(i)) continue;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  return min <= max ? { min, max } : { min: null, max: null };
};

/** The slots of the visible works, or of one artist's (none for an artist the index does not hold). */
const worksOf = (ix: FacetIndex, artistId?: number): Int32Array => {
  if (artistId !== undefined) {
    const own = ix.byArtist.get(artistId);
    return own ? own.items.subarray(0, own.length) : new Int32Array(0);
  }
  const works = new Int32Array(ix.size);
  let n = 0;
  for (let i = 0; i < ix.high; i++) if (ix.live[i]) works[n++] = i;
  return works;
};

/** What the visible works have, or one artist's. */
export const usedValues = (ix: FacetIndex, artistId?: number): UsedValues => {
  const works = worksOf(ix, artistId);
  const ids = ix.groups.map((m) => {
    const used = new Set<number>();
    // Over the catalogue a value is used when its postings are not empty; an artist's are read.
    if (artistId === undefined) m.ids.forEach((id, d) => m.postings[d]!.length && used.add(id));
    else
      for (const i of works)
        for (let v = m.start[i]!, end = v + m.len[i]!; v < end; v++) used.add(m.ids[m.values[v]!]!);
    return used;
  });
  const forSale = new Set<number>(FOR_SALE);
  const any = () => true;
  return {
    ids,
    ranges: {
      price: edges(ix.price, works, (i) => forSale.has(ix.availability[i]!)),
      height: edges(ix.height, works, any),
      width: edges(ix.width, works, any),
      depth: edges(ix.depth, works, any),
    },
  };
};
