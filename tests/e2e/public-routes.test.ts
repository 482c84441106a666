// Every public kind of the registry (shared/public-kinds.ts), walked as admin-paths-protected walks
// every admin path: its list page and one visible item's page are served as HTML with their own
// title, description, canonical address and Open Graph image (where it has a picture), JSON-LD
// that parses, and an unknown slug is a real 404. A kind added to the registry fails here until it
// has a row to show.
import { beforeAll, describe, expect, it } from 'vitest';
import { listPathOf, pathOf, PUBLIC_KINDS, type PublicKindKey } from '#shared/public-kinds';
import { makeArtist, makeArtwork } from '#server/factories/catalogue';
import { makeEvent, makeExhibition, makeViewingRoom } from '#server/factories/events';
import { makeImage } from '#server/factories/images';
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
});

const served = async (path: string) => {
  const res = await fetch(site().url + path);
  const text = await res.text();
  return { status: res.status, head: text.slice(0, text.indexOf('</head>')) };
};
const meta = (head: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(head)?.[1];

/**
 * Kinds whose item here has no picture of its own: their pages share no image (PageMeta gives a
 * summary card; the site has no default share picture yet).
 */
const NO_IMAGE: PublicKindKey[] = ['artist', 'exhibition', 'event', 'viewingRoom'];

/** The head every public page must carry, with its own canonical address. */
const expectHead = (key: PublicKindKey, head: string, path: string) => {
  expect(/<title>([^<]+)<\/title>/.exec(head)?.[1], `${path}: title`).toBeTruthy();
  // A private room is opened by its link only: kept out of search engines, so no canonical.
  if (key === 'viewingRoom') {
    expect(head, `${path}: noindex`).toContain('<meta name="robots" content="noindex, nofollow"/>');
    return;
  }
  expect(meta(head, 'description'), `${path}: description`).toBeTruthy();
  expect(head, `${path}: canonical`).toContain(`<link rel="canonical" href="${ORIGIN}${path}"/>`);
  if (!NO_IMAGE.includes(key)) expect(meta(head, 'og:image'), `${path}: og:image`).toMatch(/^http/);
  for (const m of head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g))
    expect(() => JSON.parse(m[1]!), `${path}: JSON-LD`).not.toThrow();
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
    expectHead(key, page.head, path);
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
