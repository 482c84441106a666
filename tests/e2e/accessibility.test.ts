// Screen-reader and contrast basics on the screens people use most: axe-core's WCAG 2 A/AA and
// best-practice rules must find nothing, on the public site and in the back office.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { makeArtist, makeArtwork } from '#server/factories/catalogue';
import { makeImage } from '#server/factories/images';
import { makeLookups } from '#server/factories/lookups';
import {
  makeArtAdvisory,
  makeComment,
  makeLooseThread,
  makeMemoriam,
  makePost,
  makeTag,
} from '#server/factories/media';
import { makeEvent, makeExhibition, makeRsvp, makeTimeslot, makeViewingRoom } from '#server/factories/events';
import { dateOnly, daysFrom } from '#server/factories/support';
import { PHONE, useSite } from './harness';

const site = useSite();
const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let artworkSlug: string;
let artistSlug: string;
let exhibitionSlug: string;
let roomSlug: string;
let bookedSlug: string;

beforeAll(async () => {
  const { db } = site().t.deps;
  const materials = await makeLookups(db, 'materials', ['Wool', 'Linen']);
  const image = await makeImage(site().t.deps, { width: 800, height: 1000 });
  const artist = await makeArtist(db, { first_name: 'Ama', last_name: 'Owusu', birth_year: 1961, location: 'Accra' });
  const artwork = await makeArtwork(db, {
    artist_id: artist.id,
    title: 'Indigo Field',
    price: 12500,
    height: 48,
    width: 36.5,
    material_ids: [materials.get('Wool')!],
    image_ids: [image.id],
  });
  await makeArtwork(db, { artist_id: artist.id, title: 'Linen Study', material_ids: [materials.get('Linen')!] });
  const indigo = await makeTag(db, 'Indigo');
  const news = { kind: 'news' as const, header_image_id: image.id, tag_ids: [indigo.id] };
  await makePost(db, { ...news, title: 'The Review on Weft', slug: 'review-on-weft', source: 'The Textile Review' });
  await makePost(db, {
    ...news,
    kind: 'press_release',
    title: 'Weft presents Woven Light',
    slug: 'woven-light-release',
  });
  await makePost(db, { ...news, kind: 'press_release', title: 'Weft now represents Ama Owusu', slug: 'owusu-release' });
  const post = await makePost(db, {
    ...news,
    kind: 'arttextstyle',
    title: 'On indigo',
    slug: 'on-indigo',
    body: '<h2>A blue that is not a color</h2><p>Indigo is a <a href="/artists">process</a>.</p>',
  });
  await makePost(db, {
    kind: 'arttextstyle',
    title: 'Older post',
    slug: 'older-post',
    date_published: '2025-01-01T12:00:00Z',
  });
  await makeComment(db, { post_id: post.id, name: 'Ana R.', body: 'A lovely read.' });
  await makeComment(db, { post_id: post.id, name: 'Waiting', body: 'Held for approval.', approved_at: null });
  // Narrow letters side by side in the A-Z: 'I' and 'L' were below the 24 px target size.
  for (const last_name of ['Ito', 'Lee', 'Jo'])
    await makeArtwork(db, { artist_id: (await makeArtist(db, { first_name: 'Ren', last_name })).id });
  artworkSlug = artwork.slug;
  artistSlug = artist.slug;
  const day = (n: number) => dateOnly(daysFrom(new Date(), n));
  const show = await makeExhibition(db, {
    title: 'Woven Light',
    start_date: day(-5),
    end_date: day(30),
    header_image_id: image.id,
    artwork_ids: [artwork.id],
    artist_ids: [artist.id],
  });
  await makeTimeslot(db, { exhibition_id: show.id, date: day(3), time: '17:30', capacity: 10 });
  await makeEvent(db, { title: 'Artist Talk', start_date: day(8), end_date: day(8) });
  exhibitionSlug = show.slug;
  // A show whose times are all taken: full chips, said full, with the waitlist.
  const booked = await makeExhibition(db, { title: 'Booked Out', start_date: day(-5), end_date: day(30) });
  const full = await makeTimeslot(db, { exhibition_id: booked.id, date: day(4), time: '18:00', capacity: 2 });
  await makeRsvp(db, { timeslot_id: full.id, guests: 2 });
  bookedSlug = booked.slug;
  roomSlug = (await makeViewingRoom(db, { title: 'Collectors Preview', artwork_ids: [artwork.id] })).slug;
  await makeMemoriam(db, { title: 'Ruth Asawa', slug: 'ruth-asawa', years: '1926 – 2013', image_id: image.id });
  await makeLooseThread(db, {
    title: 'Warp and weft',
    slug: 'warp-and-weft',
    type: 'On Art',
    header_image_id: image.id,
  });
  await makeArtAdvisory(db, { title: 'Commissions', slug: 'commissions', image_ids: [image.id] });
});

/** axe-core's findings on the page as it stands (evaluate is not bound by the page's CSP). */
const violations = async (
  page: Page,
  rules: string[] | { type: 'rule'; values: string[] } = ['wcag2a', 'wcag2aa', 'best-practice'],
) => {
  await page.evaluate(axeSource);
  const result = await page.evaluate(
    (r) =>
      (
        window as unknown as {
          axe: {
            run: (
              ctx: Document,
              opts: object,
            ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
          };
        }
      ).axe.run(document, { runOnly: r }),
    rules,
  );
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
};

const check = async (page: Page, path: string, ready: (page: Page) => Promise<unknown>) => {
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  expect(await violations(page), path).toEqual([]);
};

it('public pages have no accessibility violations, on a desktop and a phone', async () => {
  for (const viewport of [undefined, PHONE]) {
    const page = await site().newPage({ viewport });
    await check(page, '/', (p) => p.getByRole('heading', { name: 'Selected works' }).waitFor());
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog').getByRole('navigation', { name: 'Main' }).waitFor();
    await page.waitForTimeout(500); // the drawer's slide-in, which axe would read as faded text
    // WCAG rules only: Mantine's drawer heads itself with a <header>, which best-practice counts
    // as a second banner beside the site's own.
    expect(await violations(page, ['wcag2a', 'wcag2aa']), 'the open menu').toEqual([]);
    await page.keyboard.press('Escape');
    // The search overlay, open with results, tabs and snippets; then /search, the same as a page.
    await page.getByRole('button', { name: 'Open search' }).click();
    await page.getByRole('searchbox', { name: 'Search the site' }).fill('indigo');
    await page.getByRole('tab', { name: /ART/ }).first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await violations(page), 'the search overlay').toEqual([]);
    await page.keyboard.press('Escape');
    await check(page, '/search?search=woven', (p) => p.getByRole('tab').first().waitFor());
    await check(page, '/search', (p) => p.getByText('Try for example').waitFor());
    await check(page, '/about', (p) => p.getByRole('heading', { level: 1 }).waitFor());
    await check(page, '/artworks', (p) => p.getByText('Indigo Field').first().waitFor());
    await check(page, `/artworks/${artworkSlug}`, (p) => p.getByRole('heading', { name: /Indigo Field/ }).waitFor());
    await check(page, '/artists', (p) => p.getByText('Owusu').first().waitFor());
    await check(page, `/artists/${artistSlug}`, (p) => p.getByRole('heading', { name: /Owusu/ }).first().waitFor());
    await check(page, '/events', (p) => p.getByText('Woven Light').first().waitFor());
    await check(page, '/exhibitions', (p) => p.getByText('Woven Light').first().waitFor());
    await check(page, '/events/events', (p) => p.getByText('Artist Talk').first().waitFor());
    await check(page, `/exhibitions/${exhibitionSlug}`, async (p) => {
      // The RSVP open to its last step: dates, times and the form's fields, with a message shown.
      await p.getByRole('group', { name: 'Date' }).getByRole('radio').first().check();
      await p.getByRole('radio', { name: '5:30pm' }).check();
      await p.getByRole('button', { name: 'Reserve', exact: true }).click();
      await p.getByText('This field is required').first().waitFor();
    });
    await check(page, `/exhibitions/${bookedSlug}`, async (p) => {
      // Every time taken: the day and its time shown full and disabled, then the waitlist's form
      // with its messages shown.
      await p.getByRole('group', { name: 'Date' }).getByRole('radio').first().check();
      await p.getByRole('radio', { name: '6pm Full' }).waitFor();
      await p.getByRole('button', { name: 'Join the waitlist' }).click();
      await p.getByRole('group', { name: 'Waitlist for' }).waitFor();
      await p.getByRole('button', { name: 'Join the waitlist' }).click();
      await p.getByText('This field is required').first().waitFor();
    });
    // The A-Z letters are targets a finger can hit (WCAG 2.2's target-size, 24 px).
    await page.goto('/artists');
    await page.getByText('Owusu').first().waitFor();
    expect(await violations(page, { type: 'rule', values: ['target-size'] }), '/artists letters').toEqual([]);
    // The forms' pages, each with its messages shown under the fields and the accessibility panel open.
    await check(page, '/contact', async (p) => {
      await p.getByRole('button', { name: 'Send message' }).click();
      await p.getByText('This field is required').first().waitFor();
    });
    await check(page, `/artworks/${artworkSlug}/inquire`, (p) =>
      p.getByRole('button', { name: 'Send inquiry' }).waitFor(),
    );
    await check(page, `/artworks/${artworkSlug}/virtual-placement`, (p) => p.getByText('Choose photographs').waitFor());
    await check(page, '/art-advisory/virtual-placement/inquire', (p) =>
      p.getByRole('button', { name: 'Send request' }).waitFor(),
    );
    await check(page, '/art-advisory/commissions/inquire', (p) =>
      p.getByRole('combobox', { name: 'Artist' }).waitFor(),
    );
    await check(page, '/art-advisory/presentation-assistance/inquire', (p) =>
      p.getByRole('textbox', { name: 'Business name' }).waitFor(),
    );
    await check(page, '/content', (p) => p.getByRole('heading', { name: 'Everything on this site.' }).waitFor());
    await page.getByRole('button', { name: 'Accessibility options' }).click();
    await page.getByRole('radio', { name: 'Larger' }).waitFor();
    expect(await violations(page, ['wcag2a', 'wcag2aa']), 'the accessibility panel').toEqual([]);
    await page.keyboard.press('Escape');
    await check(page, `/private-viewing-room/${roomSlug}`, (p) => p.getByText('Indigo Field').first().waitFor());
    await check(page, '/media', (p) => p.getByRole('heading', { name: 'Loose threads' }).waitFor());
    await check(page, '/media/lives-well-lived', (p) => p.getByText('Ruth Asawa').first().waitFor());
    await check(page, '/media/lives-well-lived/ruth-asawa', (p) => p.getByRole('heading', { level: 1 }).waitFor());
    await check(page, '/media/loose-threads', (p) => p.getByText('Warp and weft').first().waitFor());
    await check(page, '/media/loose-threads/warp-and-weft', (p) => p.getByRole('heading', { level: 1 }).waitFor());
    await check(page, '/art-advisory', (p) => p.getByText('Commissions').first().waitFor());
    await check(page, '/art-advisory/commissions', (p) => p.getByRole('heading', { level: 1 }).waitFor());
    await check(page, '/media/in-the-news', (p) => p.getByText('The Review on Weft').first().waitFor());
    await check(page, '/media/in-the-news/review-on-weft', (p) => p.getByText('The Textile Review').first().waitFor());
    await check(page, '/media/press-releases/woven-light-release', (p) => p.getByText('More press releases').waitFor());
    await check(page, '/media/arttextstyle', (p) => p.getByRole('navigation', { name: 'Topics' }).waitFor());
    await check(page, '/media/arttextstyle/on-indigo', async (p) => {
      // The comment form open, with its messages shown.
      await p.getByRole('button', { name: 'Write a comment' }).click();
      await p.getByRole('button', { name: 'Send comment' }).click();
      await p.getByText('This field is required').first().waitFor();
    });
    await check(page, '/404', (p) => p.getByRole('heading', { level: 1 }).waitFor());
    await check(page, '/login', (p) => p.getByRole('button', { name: 'Log in' }).waitFor());
  }
  // Fifty-eight page loads with axe on each: well past the default minute on a loaded machine.
}, 720_000);

it('back-office screens have no accessibility violations', async () => {
  const page = await site().newPage({ signedIn: true });
  await check(page, '/admin', (p) => p.getByRole('heading', { name: 'Dashboard' }).waitFor());
  await check(page, '/admin/content/tags', (p) => p.getByText('Indigo').first().waitFor());
  await check(page, '/admin/content/in-the-news', (p) => p.getByText('The Review on Weft').first().waitFor());
  await check(page, '/admin/arttextstyle/comments', (p) => p.getByText('Held for approval.').first().waitFor());
  await check(page, '/admin/collection/artworks', (p) => p.getByText('Indigo Field').first().waitFor());
  await check(page, '/admin/collection/artists', (p) => p.getByText('Owusu').first().waitFor());
  await check(page, '/admin/content/lives-well-lived', (p) => p.getByText('Ruth Asawa').first().waitFor());
  await check(page, '/admin/content/loose-threads', (p) =>
    p.getByRole('list', { name: 'On Art, in the public order' }).getByText('Warp and weft').waitFor(),
  );
  await check(page, '/admin/content/art-advisory', (p) => p.getByText('Commissions').first().waitFor());
  await check(page, '/admin/profile', (p) => p.getByRole('heading', { name: 'Profile' }).waitFor());
  await check(page, '/admin/inbox', (p) => p.getByText('No submissions yet').waitFor());
  await check(page, '/admin/inbox/subscribers', (p) => p.getByText('No subscribers yet').waitFor());
  // Fourteen screens with axe on each: about 30 s a screen on a loaded 2-core machine.
}, 420_000);

// Mantine draws a drawer's or modal's title bar as <header>: a second banner landmark unless the
// theme makes it a div (client/src/lib/theme.ts). One drawer with the rich-text editor, one of the
// posts, and a modal.
it('open forms have no accessibility violations', async () => {
  const page = await site().newPage({ signedIn: true });
  await check(page, '/admin/content/lives-well-lived?edit=new', (p) =>
    p.getByRole('dialog').getByRole('button', { name: 'Heading 2' }).waitFor(),
  );
  await check(page, '/admin/arttextstyle/arttextstyle?edit=new', (p) =>
    p.getByRole('dialog').getByRole('textbox', { name: 'Title' }).waitFor(),
  );
  await check(page, '/admin/content/tags?edit=new', (p) =>
    p.getByRole('dialog').getByRole('textbox', { name: 'Title' }).waitFor(),
  );
}, 120_000);
