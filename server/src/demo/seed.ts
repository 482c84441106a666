// The demo gallery: a believable, deterministic gallery for a fresh install, built from the
// factories the tests use and pictures drawn at seed time through the real upload pipeline.
import type { AppDeps } from '#server/deps';
import { type ImageJob, removeImages, storeImages } from './images';
import { insertCatalogue, insertLookups, insertPublications } from './insert-catalogue';
import { type ArtworkPlan, chooseFeatured, planArtists, planArtworks } from './plan-catalogue';
import { Rng } from './prng';
import { detailOf } from './woven-image';
import { homePageImagePlan, insertEvents } from './seed-events';
import { advisoryImagePlans, insertMedia } from './seed-media';

/** Same seed, same gallery: on every machine, every run. */
export const DEMO_SEED = 20261122;
export const DEMO_ARTWORKS = 400;

export interface SeedOptions {
  /** The day the demo is built around (past, current and upcoming shows); defaults to now. */
  today?: Date;
  /**
   * A smaller gallery with the same kinds of content, for the seed's own test: one artist per
   * region and this many artworks. `npm start` builds the full demo.
   */
  small?: { artworks: number };
}

const isEmpty = async (deps: AppDeps) =>
  !(await deps.db.selectFrom('artists').select('id').limit(1).executeTakeFirst());

/** Fills an empty database (no artists) with the demo gallery; returns false when it did nothing. */
export const seedDemoIfEmpty = async (deps: AppDeps, opts: SeedOptions = {}): Promise<boolean> => {
  if (!(await isEmpty(deps))) {
    deps.logger.debug('demo data skipped: the database already has artists');
    return false;
  }
  const started = performance.now();
  deps.logger.info('building the demo gallery: about a minute, once, on an empty database');
  const now = opts.today ?? new Date();
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const thisYear = today.getUTCFullYear();
  const rng = new Rng(DEMO_SEED);

  const artists = planArtists(rng.fork('artists'), thisYear, opts.small ? 1 : undefined);
  const size = opts.small?.artworks ?? DEMO_ARTWORKS;
  const artworks = planArtworks(rng.fork('artworks'), artists, size, thisYear, today);
  chooseFeatured(rng.fork('featured'), artworks, 16);

  const jobs: ImageJob[] = [];
  const owners: ArtworkPlan[] = [];
  for (const w of artworks) {
    jobs.push({ plan: w.image, name: `${w.title}.png` });
    owners.push(w);
    if (w.detail) {
      jobs.push({ plan: detailOf(w.image), name: `${w.title} (detail).png` });
      owners.push(w);
    }
  }
  const advisoryPlans = advisoryImagePlans(rng.fork('advisory images'));
  for (const plan of advisoryPlans) jobs.push({ plan, name: 'Art advisory.png' });
  jobs.push({ plan: homePageImagePlan(rng.fork('home image')), name: 'Home page.png' });

  const fileIds = await storeImages(deps, jobs);
  const images = new Map<ArtworkPlan, number[]>();
  owners.forEach((w, i) => images.set(w, [...(images.get(w) ?? []), fileIds[i]!]));
  const advisoryImages = fileIds.slice(owners.length, owners.length + advisoryPlans.length);
  const homePageImage = fileIds[fileIds.length - 1]!;
  const imagesDone = performance.now();

  try {
    await deps.db.transaction().execute(async (trx) => {
      const lookups = await insertLookups(trx);
      const catalogue = await insertCatalogue(trx, lookups, artists, artworks, images, today);
      await insertPublications(trx, rng.fork('publications'), catalogue.artists, thisYear);
      await insertEvents(trx, rng.fork('events'), { catalogue, lookups, today, homePageImage });
      await insertMedia(trx, rng.fork('media'), { catalogue, today, advisoryImages });
    });
  } catch (err) {
    await removeImages(deps, fileIds);
    throw err;
  }
  const ms = Math.round(performance.now() - started);
  deps.logger.info(
    {
      ms,
      images: fileIds.length,
      imagesMs: Math.round(imagesDone - started),
      artworks: artworks.length,
      artists: artists.length,
    },
    `demo gallery seeded in ${(ms / 1000).toFixed(1)} s`,
  );
  return true;
};
