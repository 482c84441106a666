// Every public kind of the registry (shared/public-kinds.ts), walked as admin-paths-protected walks
// every admin path: its list page and one visible item's page are served as HTML with their own
// title, description, canonical address and Open Graph image (where it has a picture), JSON-LD
// that parses, and an unknown slug is a real 404. A kind added to the registry fails here until it
// has a row to show.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { SHARE_IMAGE_MIN_WIDTH } from '#shared/constants';
import { listPathOf, pathOf, PUBLIC_KINDS, type PublicKindKey } from '#shared/public-kinds';
import { makeArtist, makeArtwork } from '#server/factories/catalogue';
import { makeEvent, makeExhibition, makeViewingRoom } from '#server/factories/events';
import { makeImage } from '#server/factories/images';
import { daysFrom } from '#server/factories/support';
import { makeArtAdvisory, makeLooseThread, makeMemoriam, makePost } from '#server/factories/media';
import { PUBLIC_SOURCES } from '#server/compose/public-registry';
import { useSite } from './harness';
import { SITE_PAGES } from '#shared/site-pages';

const site = useSite();
const db = () => site().t.deps.db;
const ORIGIN = 'http://weft.test';

/** A viewing room is opened by its link only (no listed rows): its slug is kept here. */
let roomSlug = '';

beforeAll(async () => {
  const image = await makeImage(site().t.deps, { width: 1200, height: 900 });
  const artist = await makeArtist(db(), { first_name: 'Ama', last_name: 'Owusu', status: '1' });
  const artwork = await makeArtwork(db(), { artist_id: artist.id, title: 'Indigo Field', image_ids: [image.id] });
  await makeExhibition(db(), { title: 'Woven Light' });
  // Upright and 600 px wide: its share image is the whole 600 px (it was a 320 px derivative).
  const upright = await makeImage(site().t.deps, { width: 600, height: 1200 });
  await makeEvent(db(), { title: 'Artist Talk', header_image_id: upright.id });
  roomSlug = (await makeViewingRoom(db(), { title: 'Collectors Preview', artwork_ids: [artwork.id] })).slug;
  await makePost(db(), { kind: 'news', title: 'The Review on Weft', header_image_id: image.id });
  await makePost(db(), { kind: 'press_release', title: 'Weft presents Woven Light', header_image_id: image.id });
  await makePost(db(), { kind: 'arttextstyle', title: 'On indigo', header_image_id: image.id });
  await makeMemoriam(db(), { title: 'Ruth Asawa', image_id: image.id });
  await makeLooseThread(db(), { title: 'Warp and weft', type: 'On Art', header_image_id: image.id });
  await makeArtAdvisory(db(), { title: 'Commissions', image_ids: [image.id] });
  // Scheduled ahead: on no page yet, the landing included.
  await makePost(db(), {
    kind: 'news',
    title: 'Tomorrow in the Times',
    date_published: daysFrom(new Date(), 1),
  });
  await makeLooseThread(db(), { title: 'Not yet a thread', type: 'Resources', status: '0' });
});

const served = async (path: string) => {
  const res = await fetch(site().url + path);
  const html = await res.text();
  return { status: res.status, head: html.slice(0, html.indexOf('</head>')), html };
};
type Served = Awaited<ReturnType<typeof served>>;
const meta = (head: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(head)?.[1];

interface Ld {
  /** one type, or several (an artwork for sale is a VisualArtwork and a Product) */
  '@type': string | string[];
  mainEntity?: { itemListElement: { item: string }[] };
}
/** The page's JSON-LD blocks, parsed (React leaves the scripts where the page renders them, in the body). */
const jsonLd = (page: Served, path: string) =>
  [...page.html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => {
    expect(() => JSON.parse(m[1]!), `${path}: JSON-LD`).not.toThrow();
    return JSON.parse(m[1]!) as Ld;
  });

/**
 * How wide each page's share image must be: SHARE_IMAGE_MIN_WIDTH where the picture allows, as the
 * gallery's default card is for a page without one; the event's only picture is 600 px wide, all of
 * which it shares.
 */
const SHARE_WIDTH: Partial<Record<PublicKindKey, number>> = { event: 600 };

/** og:image names a file that is served, with og:image:width and height true to it. */
const expectShareImage = async (head: string, path: string, minWidth = SHARE_IMAGE_MIN_WIDTH) => {
  const url = meta(head, 'og:image');
  expect(url, `${path}: og:image`).toMatch(new RegExp(`^${ORIGIN}/`));
  const res = await fetch(site().url + url!.slice(ORIGIN.length));
  expect(res.status, `${path}: ${url}`).toBe(200);
  const file = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
  expect(
    { width: meta(head, 'og:image:width'), height: meta(head, 'og:image:height') },
    `${path}: ${url}'s size`,
  ).toEqual({ width: String(file.width), height: String(file.height) });
  expect(file.width, `${path}: share image width`).toBeGreaterThanOrEqual(minWidth);
};

/** The head every public page must carry, with its own canonical address, and its JSON-LD types. */
const expectHead = async (page: Served, path: string, shareWidth?: number) => {
  const { head } = page;
  expect(/<title>([^<]+)<\/title>/.exec(head)?.[1], `${path}: title`).toBeTruthy();
  expect(meta(head, 'description'), `${path}: description`).toBeTruthy();
  expect(head, `${path}: canonical`).toContain(`<link rel="canonical" href="${ORIGIN}${path}"/>`);
  await expectShareImage(head, path, shareWidth);
  return jsonLd(page, path).flatMap((ld) => ld['@type']);
};

/**
 * A kind's item page carries its registry's structured-data type. A private room is opened by its
 * link only: kept out of search engines (no canonical), and previews nothing of itself.
 */
const expectItemHead = async (key: PublicKindKey, page: Served, path: string) => {
  if (key === 'viewingRoom') {
    expect(/<title>([^<]+)<\/title>/.exec(page.head)?.[1], `${path}: title`).toBeTruthy();
    expect(page.head, `${path}: noindex`).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(meta(page.head, 'og:image'), `${path}: og:image`).toBeUndefined();
    return;
  }
  const types = await expectHead(page, path, SHARE_WIDTH[key]);
  expect(types, `${path}: JSON-LD types`).toContain(PUBLIC_KINDS[key].ldType);
};

/** One item a visitor can open now, from the registry's own rows (a room: by its link). */
const visibleSlug = async (key: PublicKindKey) => {
  const source = PUBLIC_SOURCES[key];
  if (!source) return key === 'viewingRoom' ? roomSlug : undefined;
  return (await source.listVisible(db(), new Date().toISOString()))[0]?.slug;
};

describe.each(Object.keys(PUBLIC_KINDS) as PublicKindKey[])('the public kind %s', (key) => {
  it('serves its page with its own head, and an unknown slug as a 404', async () => {
    const slug = await visibleSlug(key);
    expect(slug, `${key}: a visible row to walk (seed one above)`).toBeTruthy();
    const path = pathOf(key, slug!);
    const page = await served(path);
    expect(page.status, path).toBe(200);
    await expectItemHead(key, page, path);
    const unknown = pathOf(key, 'no-such-item-here');
    expect((await served(unknown)).status, unknown).toBe(404);
  });

  it('serves its list page', async () => {
    const path = listPathOf(key);
    const page = await served(path);
    expect(page.status, path).toBe(200);
    // The events' landing (a room's list) may lead with the 600 px event too.
    await expectHead(page, path, SHARE_WIDTH[key === 'viewingRoom' ? 'event' : key]);
  });
});

// The landing pages above the kinds' lists: served with their own head, and made of what the
// registry's rows say is public now.
describe('the media landing', () => {
  it('serves the newest news, press release, post and loose thread, nothing scheduled or inactive', async () => {
    const page = await served(SITE_PAGES.media);
    expect(page.status).toBe(200);
    expect(await expectHead(page, SITE_PAGES.media)).toEqual(['CollectionPage', 'BreadcrumbList']);
    expect(/<title>([^<]+)<\/title>/.exec(page.head)?.[1]).toMatch(/^Media · /);
    const collection = jsonLd(page, SITE_PAGES.media)[0]!;
    const listed = collection.mainEntity?.itemListElement.map((i) => i.item) ?? [];
    for (const key of ['news', 'pressRelease', 'blogPost', 'looseThread'] as const) {
      const slug = (await visibleSlug(key))!;
      expect(page.html, `${key}: linked`).toContain(`href="${pathOf(key, slug)}"`);
      if (key !== 'looseThread') expect(listed, `${key}: in the JSON-LD`).toContain(`${ORIGIN}${pathOf(key, slug)}`);
    }
    expect(page.html).not.toContain('Tomorrow in the Times');
    expect(page.html).not.toContain('Not yet a thread');
  });
});
