// What visitors of a gallery site ask for, drawn at random with the skew real traffic has: a few
// works, filters and pages are asked for often, the long tail (deep pages, old works, rare filter
// and sort combinations) now and then. Popularity follows Zipf's law over a shuffled order, so the
// popular works are spread over the catalogue rather than being the first rows of the table.
import { Rng } from '#server/demo/prng';
import { PUBLIC_ARTWORK_SORTS } from '#shared/catalogue-sorts';
import { listPathOf, pathOf } from '#shared/public-kinds';
import { SITE_PAGES } from '#shared/site-pages';
import type { Filled, Writing } from './fill';
import type { MixRequest } from './open-loop';

/** Samples indexes 0..n-1 with P(k) ∝ 1/(k+1)^s. */
export class Zipf {
  private readonly cdf: Float64Array;
  constructor(
    private readonly rng: Rng,
    n: number,
    s = 1,
  ) {
    this.cdf = new Float64Array(n);
    let sum = 0;
    for (let k = 0; k < n; k++) this.cdf[k] = sum += 1 / (k + 1) ** s;
    for (let k = 0; k < n; k++) this.cdf[k]! /= sum;
  }
  next(): number {
    const u = this.rng.float();
    let lo = 0;
    let hi = this.cdf.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cdf[mid]! < u) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

const shuffled = <T>(rng: Rng, list: readonly T[]) => {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
};

/** Draws from a list by Zipf popularity. */
const popular = <T>(rng: Rng, list: readonly T[], s = 1) => {
  const order = shuffled(rng, list);
  const zipf = new Zipf(rng, order.length, s);
  return () => order[zipf.next()]!;
};

const PAGE_SIZE = 24;

export const visitorMix = (filled: Filled & Writing, seed = 20261125) => {
  const rng = new Rng(seed);
  const filters = [
    '',
    ...filled.materialIds.map((id) => `materials=${id}`),
    ...filled.colorIds.map((id) => `colors=${id}`),
    'price_start=1000&price_end=5000',
    'price_start=5000&price_end=20000',
    'price_end=2000',
    `materials=${filled.materialIds[0]},${filled.materialIds[1]}&colors=${filled.colorIds[0]}`,
  ];
  // The unfiltered catalogue is asked for most, then a few favourite filters.
  const filterZipf = new Zipf(rng, filters.length, 1.1);
  const sortZipf = new Zipf(rng, PUBLIC_ARTWORK_SORTS.length, 1.3);
  const allPages = Math.max(1, Math.ceil(filled.slugs.length / PAGE_SIZE));
  // Most visitors stay on the first pages; crawlers and the patient reach the deep ones.
  const pageZipf = new Zipf(rng, allPages, 1.2);
  const shopQuery = () => {
    const filter = filters[filterZipf.next()]!;
    const sort = PUBLIC_ARTWORK_SORTS[sortZipf.next()]!;
    const pages = filter ? Math.ceil(allPages / 6) : allPages;
    const page = (pageZipf.next() % pages) + 1;
    const params = [filter, sort === 'newest' ? '' : `sort=${sort}`, page === 1 ? '' : `page=${page}`].filter(Boolean);
    return params.length ? `?${params.join('&')}` : '';
  };
  const artwork = popular(rng, filled.slugs);
  const artist = popular(rng, filled.artistSlugs);
  const exhibition = popular(rng, filled.exhibitionSlugs, 1.2);
  // The newest writing is read most: posts by Zipf popularity over their date order.
  const newest = (slugs: string[]) => {
    const zipf = new Zipf(rng, slugs.length, 1.1);
    return () => slugs[zipf.next()]!;
  };
  const blogPost = newest(filled.posts.arttextstyle);
  const news = newest(filled.posts.news);
  const press = newest(filled.posts.press_release);
  const post = (): string => {
    const u = rng.float();
    return u < 0.6
      ? pathOf('blogPost', blogPost())
      : u < 0.85
        ? pathOf('news', news())
        : pathOf('pressRelease', press());
  };
  const term = popular(rng, filled.searchTerms, 1.1);
  const blogPages = Math.ceil(filled.posts.arttextstyle.length / 12);
  const blogList = () => {
    const page = (pageZipf.next() % blogPages) + 1;
    return `/api/public/arttextstyles${page === 1 ? '' : `?page=${page}`}`;
  };

  // [weight, what]: a third of the requests are pages (first visits, crawlers, share previews),
  // the rest the API the pages hydrate and navigate with.
  const kinds: [number, () => MixRequest][] = [
    [22, () => ({ kind: 'shop api', path: `/api/public/artworks/shop-page${shopQuery()}` })],
    [8, () => ({ kind: 'shop html', path: `${listPathOf('artwork')}${shopQuery()}` })],
    [16, () => ({ kind: 'artwork api', path: `/api/public/artworks/${artwork()}` })],
    [10, () => ({ kind: 'artwork html', path: pathOf('artwork', artwork()) })],
    [6, () => ({ kind: 'artist api', path: `/api/public/artists/${artist()}` })],
    [4, () => ({ kind: 'artist artworks api', path: `/api/public/artists/${artist()}/artworks` })],
    [4, () => ({ kind: 'artist html', path: pathOf('artist', artist()) })],
    [6, () => ({ kind: 'exhibition api', path: `/api/public/exhibitions/${exhibition()}` })],
    [4, () => ({ kind: 'exhibition html', path: pathOf('exhibition', exhibition()) })],
    [3, () => ({ kind: 'exhibitions api', path: '/api/public/exhibitions' })],
    [3, () => ({ kind: 'artists api', path: '/api/public/artists' })],
    [8, () => ({ kind: 'home html', path: '/' })],
    [6, () => ({ kind: 'home api', path: '/api/public/home-page/artworks' })],
    // The gallery's writing and the site's search (issues 15 and 17).
    [3, () => ({ kind: 'media html', path: SITE_PAGES.media })],
    [5, () => ({ kind: 'post html', path: post() })],
    [3, () => ({ kind: 'posts api', path: blogList() })],
    [2, () => ({ kind: 'post api', path: `/api/public/arttextstyles/${blogPost()}` })],
    [4, () => ({ kind: 'search api', path: `/api/public/search?search=${encodeURIComponent(term())}` })],
  ];
  const total = kinds.reduce((s, [w]) => s + w, 0);
  return (): MixRequest => {
    let u = rng.float() * total;
    for (const [w, make] of kinds) if ((u -= w) < 0) return make();
    return kinds[0]![1]();
  };
};
