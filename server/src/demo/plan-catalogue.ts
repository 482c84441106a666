// The demo catalogue as plain data, decided by the PRNG: artists with biographies, artworks with
// their picture plans, dimensions, prices and lookups. Nothing here touches the database.
import { type Rng } from './prng';
import { type WovenPlan, planWoven, sizeFor } from './woven-image';
import {
  ART_TYPES,
  type ArtTypeWords,
  CONCERNS,
  REGIONS,
  type RegionWords,
  TITLE_ADJ,
  TITLE_FOR,
  TITLE_NOUN,
  TITLE_PLACE,
  TRAINING,
  TURNS,
  VENUES,
} from './words';

export interface ArtistPlan {
  first_name: string;
  last_name: string;
  region: RegionWords;
  artTypes: ArtTypeWords[];
  birth_year: number;
  death_year: number | null;
  location: string;
  market: 'primary' | 'secondary';
  status: '0' | '1';
  biography: string;
}

export interface ArtworkPlan {
  artist: ArtistPlan;
  number: number;
  title: string;
  artType: ArtTypeWords;
  materials: string[];
  year: number;
  period: string;
  price: number;
  availability: number;
  condition: number;
  status: '0' | '1';
  featured: boolean;
  height: number;
  width: number;
  depth: number | null;
  framed: { height: number; width: number; depth: number } | null;
  description: string;
  acquisition: string | null;
  acquired_at: string | null;
  image: WovenPlan;
  detail: boolean;
}

const eighth = (n: number) => Math.round(n * 8) / 8;
const list = (items: string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const periodOf = (year: number, thisYear: number) => {
  if (year >= 2020 || year >= thisYear - 5) return 'Contemporary';
  if (year < 1960) return 'Mid-century';
  return `${Math.floor(year / 10) * 10}s`;
};

const biography = (rng: Rng, a: Omit<ArtistPlan, 'biography'>) => {
  const full = `${a.first_name} ${a.last_name}`;
  const primary = a.artTypes[0]!;
  const materials = list(rng.sample(primary.materials, 2));
  const place = a.location.split(',')[0];
  const first = a.death_year
    ? `${full} (${a.birth_year}–${a.death_year}) was a ${primary.maker} from ${a.location}. Working in ${materials}, ${a.last_name} returned again and again to ${rng.pick(CONCERNS)}.`
    : `${full} (b. ${a.birth_year}) is a ${primary.maker} based in ${a.location}. Working in ${materials}, ${a.last_name} keeps returning to ${rng.pick(CONCERNS)}.`;
  const [is, takes] = a.death_year ? ['was', 'took'] : ['is', 'take'];
  const second = `${a.last_name} learned the craft ${rng.pick(TRAINING)}, and found a direction after ${rng.pick(TURNS)}. The studio in ${place} ${is} small, and most pieces ${takes} months to finish.`;
  const [v1, v2] = rng.sample(VENUES, 2);
  const third = `${a.last_name}’s work has been shown at ${v1} and ${v2}, and is held in private collections in ${list(rng.sample(['Europe', 'Japan', 'West Africa', 'the United States', 'Canada', 'Australia'], 2))}.`;
  return `<p>${first}</p><p>${second}</p><p>${third}</p>`;
};

export const planArtists = (rng: Rng, thisYear: number, perRegion = 4): ArtistPlan[] => {
  const artists: ArtistPlan[] = [];
  const used = new Set<string>();
  for (const region of REGIONS) {
    for (let i = 0; i < perRegion; i++) {
      let first: string;
      let last: string;
      do {
        first = rng.pick(region.first);
        last = rng.pick(region.last);
      } while (used.has(`${first} ${last}`));
      used.add(`${first} ${last}`);
      const birth_year = rng.int(1928, 1994);
      const dead = birth_year < 1950 && rng.chance(0.55);
      const death_year = dead ? Math.min(thisYear - 1, birth_year + rng.int(62, 92)) : null;
      const artTypes = rng
        .sample(region.artTypes, rng.int(1, 2))
        .map((title) => ART_TYPES.find((t) => t.title === title)!);
      const base = {
        first_name: first,
        last_name: last,
        region,
        artTypes,
        birth_year,
        death_year,
        location: rng.pick(region.places),
        market: (dead || rng.chance(0.15) ? 'secondary' : 'primary') as ArtistPlan['market'],
        status: (artists.length % 23 === 22 ? '0' : '1') as ArtistPlan['status'],
      };
      artists.push({ ...base, biography: biography(rng, base) });
    }
  }
  return artists;
};

const title = (rng: Rng, used: Set<string>) => {
  for (;;) {
    const t = rng.weighted<() => string>([
      [() => `${rng.pick(TITLE_ADJ)} ${rng.pick(TITLE_NOUN)}`, 5],
      [() => `${rng.pick(TITLE_NOUN)} for ${rng.pick(TITLE_FOR)}`, 2],
      [() => `${rng.pick(TITLE_PLACE)} ${rng.pick(TITLE_NOUN)}`, 2],
      [() => `${rng.pick(TITLE_NOUN)} No. ${rng.int(2, 14)}`, 2],
      [() => `Untitled (${rng.pick(TITLE_NOUN).toLowerCase()})`, 1],
    ])();
    if (!used.has(t)) {
      used.add(t);
      return t;
    }
  }
};

const AVAILABILITY: [number, number][] = [
  [1, 66],
  [8, 12],
  [6, 5],
  [4, 4],
  [2, 4],
  [7, 3],
  [5, 2],
  [0, 2],
  [3, 2],
];

const description = (rng: Rng, a: Pick<ArtworkPlan, 'title' | 'artType' | 'materials' | 'image'>) => {
  const dyes = a.image.palette.map((d) => d.name);
  const ground = dyes[0];
  const accents = list(dyes.slice(1));
  const opening = `<em>${a.title}</em> is ${a.artType.verb} in ${list(a.materials)}.`;
  const motif = {
    plaid: `Stripes of ${accents} cross in both directions over a ${ground} ground, so that every crossing makes a new color.`,
    bands: `Bands of ${accents} rise through a ${ground} ground, their edges stepped and hatched by hand.`,
    diamonds: `Nested diamonds of ${accents} repeat across a ${ground} ground, each one slightly out of step with the last.`,
    blocks: `Blocks of ${accents} are set against ${ground}, in an order that looks planned until you try to follow it.`,
    field: `A field of ${ground} holds ${accents} in a few broad, slow shapes.`,
  }[a.image.motif];
  const close = rng.pick([
    'Seen up close, the unevenness of hand-spun yarn gives the surface a quiet movement.',
    'The piece rewards a long look: the color shifts as the light in the room changes.',
    'It was finished over a single winter in the studio.',
    'It belongs to a series the artist returns to every few years.',
  ]);
  return `<p>${opening} ${motif}</p><p>${close}</p>`;
};

export const planArtworks = (
  rng: Rng,
  artists: ArtistPlan[],
  count: number,
  thisYear: number,
  today: Date,
): ArtworkPlan[] => {
  const owners = [...artists.map((a) => a), ...artists, ...artists];
  while (owners.length < count) owners.push(rng.pick(artists));
  const ordered = rng.shuffle(owners.slice(0, count));
  const titles = new Set<string>();
  return ordered.map((artist, i) => {
    const artType = rng.pick(artist.artTypes);
    const ratio = rng.pick(artType.ratios);
    const { width: pw, height: ph } = sizeFor(ratio);
    const image = planWoven(rng, pw, ph, rng.pick(artType.motifs));
    const width = eighth(rng.between(artType.width[0], artType.width[1]));
    const height = eighth(width / ratio);
    const depth = artType.depth
      ? eighth(rng.between(artType.depth[0], artType.depth[1]))
      : rng.chance(0.25)
        ? 1.875
        : null;
    const last = artist.death_year ?? thisYear;
    const year = Math.max(artist.birth_year + 22, rng.int(Math.max(artist.birth_year + 22, 1958), last));
    const availability = rng.weighted(AVAILABILITY);
    const price =
      Math.round((rng.between(artType.price[0], artType.price[1]) * (artist.market === 'secondary' ? 1.3 : 1)) / 50) *
      50;
    const acquired = (availability === 8 || availability === 0 || availability === 3) && rng.chance(0.2);
    const plan: Omit<ArtworkPlan, 'description'> = {
      artist,
      number: i + 1,
      title: title(rng, titles),
      artType,
      materials: rng.sample(artType.materials, rng.int(1, 3)),
      year: Math.min(year, thisYear),
      period: periodOf(Math.min(year, thisYear), thisYear),
      price: price < 1000 ? price : Math.round(price / 100) * 100,
      availability,
      condition: rng.weighted([
        [3, 7],
        [2, 3],
      ]),
      status: rng.chance(0.9) ? '1' : '0',
      featured: false,
      height,
      width,
      depth,
      framed:
        artType.title === 'Works on paper'
          ? { height: eighth(height + 6.5), width: eighth(width + 6.5), depth: 1.625 }
          : null,
      acquisition: acquired ? `Acquired by ${rng.pick(VENUES)} for its permanent collection.` : null,
      acquired_at: acquired
        ? new Date(today.getTime() - rng.int(20, 900) * 86_400_000).toISOString().slice(0, 10)
        : null,
      image,
      detail: false,
    };
    return { ...plan, description: description(rng, plan) };
  });
};

/** Featured pieces: for sale, visible, of an active artist; they also get a close-up image. */
export const chooseFeatured = (rng: Rng, artworks: ArtworkPlan[], n: number) => {
  const candidates = artworks.filter((a) => a.availability === 1 && a.status === '1' && a.artist.status === '1');
  for (const a of rng.sample(candidates, n)) {
    a.featured = true;
    a.detail = true;
  }
};

export const skuOf = (a: ArtworkPlan) => `${a.number}${a.artist.first_name[0]}${a.artist.last_name[0]}`.toLowerCase();
export const mediumOf = (a: ArtworkPlan) => capital(list(a.materials));
