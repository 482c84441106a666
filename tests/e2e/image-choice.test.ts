// Which derivative each public page's pictures take (decision 005): on Lighthouse's phone the page's
// largest picture takes the smallest derivative that covers it, it alone loads at high priority, and
// the pictures below the fold wait; on a laptop an upright work capped by the page's height is not
// fetched at its box's width.
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import type { Row } from '#server/db/schema';
import { makeArtist, makeArtwork } from '#server/factories/catalogue';
import { makeImage } from '#server/factories/images';
import { LIGHTHOUSE_PHONE, useSite } from './harness';

const site = useSite();

let artist: Row<'artists'>;
let upright: Row<'artworks'>;

beforeAll(async () => {
  const deps = site().t.deps;
  // A 1600 px landscape portrait has 320, 640, 800 and 1600 px derivatives; the upright work 320, 640, 800.
  const portrait = await makeImage(deps, { width: 1600, height: 1200, color: '#2f4f6f' });
  artist = await makeArtist(deps.db, { first_name: 'Ama', last_name: 'Owusu', header_image_id: portrait.id });
  const tall = await makeImage(deps, { width: 900, height: 1200 });
  upright = await makeArtwork(deps.db, {
    artist_id: artist.id,
    title: 'Tall Weather',
    featured: 1,
    image_ids: [tall.id],
    header_image_id: tall.id,
  });
  for (let i = 1; i <= 8; i++) {
    const image = await makeImage(deps, {
      width: 900,
      height: 1200,
      color: `#${(0x604020 + i * 0x0a0a0a).toString(16)}`,
    });
    await makeArtwork(deps.db, { artist_id: artist.id, title: `Study ${i}`, image_ids: [image.id] });
  }
});

interface Shown {
  src: string;
  loading: string;
  priority: string | null;
  top: number;
}

/** Every picture once loaded (or still waiting, lazy): the derivative the browser took, its loading mode. */
const pictures = async (page: Page): Promise<Shown[]> => {
  await page.waitForFunction(() => [...document.images].some((i) => i.complete && i.naturalWidth > 0));
  return page.$$eval('img', (imgs) =>
    imgs.map((i) => ({
      src: i.currentSrc.split('/').pop() ?? '',
      loading: i.loading,
      priority: i.getAttribute('fetchpriority'),
      top: i.getBoundingClientRect().top + window.scrollY,
    })),
  );
};

it('on the phone, /artworks fetches its featured work at 640 px, alone at high priority, the wall lazily', async () => {
  const page = await site().newPage(LIGHTHOUSE_PHONE);
  await page.goto('/artworks');
  const [first, ...rest] = await pictures(page);
  // 327 CSS px (the frame's content box) at 1.75: 572 device px. Said to be 86vw, it was 620.
  expect(first!.src).toMatch(/-640\.webp$/);
  expect(first!.priority).toBe('high');
  expect(rest.length).toBe(8);
  for (const p of rest) {
    expect(p.loading).toBe('lazy');
    expect(p.priority).toBeNull();
    expect(p.top).toBeGreaterThan(LIGHTHOUSE_PHONE.viewport.height);
  }
  await site().endTest();
});

it("on the phone, an artist's portrait takes the 800 px derivative, not the 1600", async () => {
  const page = await site().newPage(LIGHTHOUSE_PHONE);
  await page.goto(`/artists/${artist.slug}`);
  const [portrait] = await pictures(page);
  // 92vw = 379 CSS px, 663 device px: the 800 covers it (there was no 800 before, and a 960 weighed more).
  expect(portrait!.src).toMatch(/-800\.webp$/);
  await site().endTest();
});

it('on a laptop, an upright work capped at 72vh is fetched at 640 px, not at its box width', async () => {
  const page = await site().newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`/artworks/${upright.slug}`);
  const [stage] = await pictures(page);
  // 72vh * 0.75 = 432 CSS px wide; its box (52vw) is 666 and would take the 800.
  expect(stage!.src).toMatch(/-640\.webp$/);
  await site().endTest();
});
