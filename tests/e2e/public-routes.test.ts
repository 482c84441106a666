// Every public kind of the registry (shared/public-kinds.ts), walked as admin-paths-protected walks
// every admin path: its list page and one visible item's page are served as HTML with their own
// title, description, canonical address and Open Graph image (where it has a picture), JSON-LD
// that parses, and an unknown slug is a real 404. A kind added to the registry fails here until it
// has a row to show.
import { beforeAll, describe, expect, it } from 'vitest';
import { listPathOf, MEDIA_PATH, pathOf, PUBLIC_KINDS, type PublicKindKey } from '#shared/public-kinds';
import { makeArtist, makeArtwork } from '#server/factories/catalogue';
import { makeEvent, makeExhibition, makeViewingRoom } from '#server/factories/events';
import { makeImage } from '#server/factories/images';
import { daysFrom } from '#server/factories/support';
import { makeArtAdvisory, makeLooseThread, makeMemoriam, makePost } from '#server/factories/media';
import { PUBLIC_SOURCES } from '#server/modules/public-registry';
import { useSite } from './harness';

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
  await makeEvent(db(), { title: 'Artist Talk' });
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
  '@type': string;
  mainEntity?: { itemListElement: { item: string }[] };
}
/** The page's JSON-LD blocks, parsed (React leaves the scripts where the page renders them, in the body). */
const jsonLd = (page: Served, path: string) =>
  [...page.html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => {
    expect(() => JSON.parse(m[1]!), `${path}: JSON-LD`).not.toThrow();
    return JSON.parse(m[1]!) as Ld;
  });

/**
 * Kinds whose item here has no picture of its own: their pages share no image (PageMeta gives a
 * summary card; the site has no default share picture yet).
 */
const NO_IMAGE: PublicKindKey[] = ['artist', 'exhibition', 'event', 'viewingRoom'];

/** The head every public page must carry, with its own canonical address, and its JSON-LD types. */
const expectHead = (page: Served, path: string, { image = true } = {}) => {
  const { head } = page;
  expect(/<title>([^<]+)<\/title>/.exec(head)?.[1], `${path}: title`).toBeTruthy();
  expect(meta(head, 'description'), `${path}: description`).toBeTruthy();
  expect(head, `${path}: canonical`).toContain(`<link rel="canonical" href="${ORIGIN}${path}"/>`);
  if (image) expect(meta(head, 'og:image'), `${path}: og:image`).toMatch(/^http/);
  return jsonLd(page, path).map((ld) => ld['@type']);
};

/** A kind's item page: its registry's structured-data type; a private room is opened by its link only, kept out of search engines (no canonical). */
const expectItemHead = (key: PublicKindKey, page: Served, path: string) => {
  if (key === 'viewingRoom') {
    expect(/<title>([^<]+)<\/title>/.exec(page.head)?.[1], `${path}: title`).toBeTruthy();
    expect(page.head, `${path}: noindex`).toContain('<meta name="robots" content="noindex, nofollow"/>');
    return;
  }
  const types = expectHead(page, path, { image: !NO_IMAGE.includes(key) });
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
    expectItemHead(key, page, path);
    const unknown = pathOf(key, 'no-such-item-here');
    expect((await served(unknown)).status, unknown).toBe(404);
  });

  it('serves its list page', async () => {
    const path = listPathOf(key);
    const page = await served(path);
    expect(page.status, path).toBe(200);
    expect(/<title>([^<]+)<\/title>/.exec(page.head)?.[1], `${path}: title`).toBeTruthy();
    expect(meta(page.head, 'description'), `${path}: description`).toBeTruthy();
  });
});

// The landing pages above the kinds' lists: served with their own head, and made of what the
// registry's rows say is public now.
describe('the media landing', () => {
  it('serves the newest news, press release, post and loose thread, nothing scheduled or inactive', async () => {
    const page = await served(MEDIA_PATH);
    expect(page.status).toBe(200);
    expect(expectHead(page, MEDIA_PATH)).toEqual(['CollectionPage', 'BreadcrumbList']);
    expect(/<title>([^<]+)<\/title>/.exec(page.head)?.[1]).toMatch(/^Media · /);
    const collection = jsonLd(page, MEDIA_PATH)[0]!;
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
