// Memoriams, loose threads and art advisory in a browser and as served HTML: each page with its
// title, description, canonical, Open Graph image and JSON-LD; 404 for inactive, scheduled and
// unknown ones, and a scheduled one served at its time (the page cache included); staff reorder the
// threads by dragging and by keyboard, write a memoriam with a heading and an image, and read the
// server's refusal of an advisory delete as an error toast.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages';
import type { Row } from '#server/db/schema';
import { makeImage } from '#server/factories/images';
import { makeArtAdvisory, makeLooseThread, makeMemoriam } from '#server/factories/media';
import { ADVISORY_ACTIVE_REFUSED } from '#server/modules/media/art-advisory.service';
import { httpStatusLine, PHONE, useSite } from './harness';
import { jsonLd, metaContent } from '../setup/served-html';

const site = useSite();
const db = () => site().t.deps.db;
const ids: Record<string, number> = {};
let commissions: Row<'art_advisories'>;

beforeAll(async () => {
  const portrait = await makeImage(site().t.deps, { width: 1200, height: 1500 });
  await makeMemoriam(db(), {
    title: 'Ruth Asawa',
    slug: 'ruth-asawa',
    years: '1926 – 2013',
    image_id: portrait.id,
    body: '<h2>Wire</h2><p>She drew in space with wire.</p>',
  });
  await makeMemoriam(db(), { title: 'Quiet Draft', slug: 'quiet-draft', status: '0' });
  await makeMemoriam(db(), {
    title: 'Next Month',
    slug: 'next-month',
    date_published: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  });
  for (const [position, title] of ['Warp and weft', 'Dye pots', 'The patient loom'].entries())
    ids[title] = (
      await makeLooseThread(db(), { title, slug: title.toLowerCase().replace(/ /g, '-'), type: 'On Art', position })
    ).id;
  await makeLooseThread(db(), {
    title: 'A glossary',
    slug: 'a-glossary',
    type: 'Resources',
    external_url: 'https://example.org/glossary',
  });
  commissions = await makeArtAdvisory(db(), {
    title: 'Commissions',
    slug: 'commissions',
    summary: 'A work made for a place.',
    image_ids: [portrait.id],
  });
  await makeArtAdvisory(db(), { title: 'Appraisal', slug: 'appraisal', status: '0' });
});

const html = async (path: string) => {
  const res = await fetch(site().url + path);
  return { status: res.status, text: await res.text() };
};

describe('served HTML', () => {
  it('a memoriam, a thread and an advisory: title, description, canonical, image, JSON-LD, trail', async () => {
    for (const [path, title, type] of [
      ['/media/lives-well-lived/ruth-asawa', 'Ruth Asawa, 1926 – 2013 · Weft Gallery', 'Article'],
      ['/media/loose-threads/dye-pots', 'Dye pots · Weft Gallery', 'Article'],
      ['/art-advisory/commissions', 'Commissions · Weft Gallery', 'Service'],
    ] as const) {
      const page = await html(path);
      expect(page.status, path).toBe(200);
      expect(page.text, path).toContain(`<title>${title}</title>`);
      expect(metaContent(page.text, 'description'), path).toBeTruthy();
      expect(page.text, path).toContain(`<link rel="canonical" href="${site().t.deps.env.publicUrl}${path}"/>`);
      const types = jsonLd(page.text).map((d) => d['@type']);
      expect(types, path).toEqual([type, 'BreadcrumbList']);
    }
    const memoriam = await html('/media/lives-well-lived/ruth-asawa');
    expect(memoriam.text).toContain('<h2>Wire</h2>');
    expect(metaContent(memoriam.text, 'og:image')).toMatch(/\/uploads\/.+\.jpg$/);
    expect(jsonLd(memoriam.text)[0]).toMatchObject({ headline: 'Ruth Asawa', about: { name: 'Ruth Asawa' } });
  });

  it('the lists: memoriams, threads in the staff order by tab, advisory services', async () => {
    const lives = await html('/media/lives-well-lived');
    expect(lives.text).toContain('Ruth Asawa');
    expect(lives.text).not.toContain('Quiet Draft');
    expect(lives.text).not.toContain('Next Month');
    const threads = await html('/media/loose-threads');
    const order = ['Warp and weft', 'Dye pots', 'The patient loom'].map((t) => threads.text.indexOf(t));
    expect(order.every((at, i) => at > 0 && (i === 0 || at > order[i - 1]!))).toBe(true);
    expect(threads.text).not.toContain('A glossary');
    expect((await html('/media/loose-threads?type=resources')).text).toContain('A glossary');
    const advisory = await html('/art-advisory');
    expect(advisory.text).toContain('Commissions');
    expect(advisory.text).not.toContain('Appraisal');
  });

  it('answers 404 for inactive, scheduled and unknown items, and lists only the published in the sitemap', async () => {
    for (const path of [
      '/media/lives-well-lived/quiet-draft',
      '/media/lives-well-lived/next-month',
      '/media/lives-well-lived/nobody',
      '/media/loose-threads/never-spun',
      '/art-advisory/appraisal',
    ]) {
      const page = await html(path);
      expect(page.status, path).toBe(404);
      expect(page.text, path).toContain('This page is not on view.');
    }
    const sitemap = (await html('/sitemap.xml')).text;
    for (const path of [
      '/media/lives-well-lived/ruth-asawa',
      '/media/loose-threads/dye-pots',
      '/art-advisory/commissions',
    ])
      expect(sitemap).toMatch(new RegExp(`<loc>[^<]*${path}</loc><lastmod>`));
    for (const hidden of ['quiet-draft', 'next-month', 'appraisal']) expect(sitemap).not.toContain(hidden);
  });

  it('serves a scheduled memoriam from its time on, though the page was kept while it was hidden', async () => {
    const at = Date.now() + 4000;
    await makeMemoriam(db(), { title: 'At Four', slug: 'at-four', date_published: new Date(at).toISOString() });
    expect((await html('/media/lives-well-lived/at-four')).status).toBe(404);
    expect((await html('/media/lives-well-lived')).text).not.toContain('At Four');
    await new Promise((r) => setTimeout(r, at - Date.now() + 200));
    expect((await html('/media/lives-well-lived/at-four')).status).toBe(200);
    expect((await html('/media/lives-well-lived')).text).toContain('At Four');
  });

  it('never serves a script staff pasted into a text', async () => {
    const res = await site().t.admin().put(`/api/admin/art-advisory/${commissions.id}`).send({
      title: 'Commissions',
      status: '1',
      summary: 'A work made for a place.',
      images: [],
      body: '<p>Made for you<script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">go</a></p>',
    });
    expect(res.status).toBe(200);
    const page = (await html('/art-advisory/commissions')).text;
    expect(page).toContain('Made for you');
    expect(page).not.toMatch(/alert\(|onerror|javascript:/);
  });
});

describe('in the browser', () => {
  it('shows the public pages on a phone, and the thread tabs move between types', async () => {
    const page = await site().newPage({ viewport: PHONE });
    await page.goto('/media/loose-threads');
    await page.getByRole('link', { name: 'Dye pots' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Types of loose threads' })
      .getByRole('link', { name: /Resources/ })
      .click();
    await page.getByRole('link', { name: 'A glossary' }).waitFor();
    await expect.poll(() => page.url()).toContain('?type=resources');
    await page.goto('/media/lives-well-lived/ruth-asawa');
    await page.getByRole('heading', { level: 1, name: 'Ruth Asawa' }).waitFor();
    await page.getByRole('button', { name: 'Share' }).waitFor();
  });

  const publicOrder = async () =>
    (await (await fetch(`${site().url}/api/public/loose-threads/list/on-art`)).json()).data.map(
      (t: { title: string }) => t.title,
    ) as string[];

  it('staff reorder loose threads by dragging and by keyboard, and visitors see the new order', async () => {
    const page = await site().newPage({ signedIn: true });
    await page.goto('/admin/content/loose-threads');
    const list = page.getByRole('list', { name: 'On Art, in the public order' });
    await list.getByRole('listitem', { name: 'Warp and weft, position 1 of 3' }).waitFor();

    // Drag: the last thread onto the first.
    const dataTransfer = await page.evaluateHandle(() => new DataTransfer());
    await list.getByRole('listitem', { name: /^The patient loom/ }).dispatchEvent('dragstart', { dataTransfer });
    await list.getByRole('listitem', { name: /^Warp and weft/ }).dispatchEvent('dragover', { dataTransfer });
    await list.getByRole('listitem', { name: /^Warp and weft/ }).dispatchEvent('drop', { dataTransfer });
    await page
      .getByRole('status')
      .filter({ hasText: 'The patient loom moved to position 1 of 3. Order successfully saved.' })
      .waitFor({ state: 'attached' });
    await expect.poll(publicOrder).toEqual(['The patient loom', 'Warp and weft', 'Dye pots']);

    // Keyboard: focus Dye pots' up button and press it with Enter, twice.
    const up = list.getByRole('button', { name: 'Move Dye pots up' });
    await up.focus();
    await page.keyboard.press('Enter');
    await list.getByRole('listitem', { name: 'Dye pots, position 2 of 3' }).waitFor();
    // The focus stays on the button while the move is saved, so Enter again moves it again.
    await expect.poll(() => up.evaluate((b) => b === document.activeElement)).toBe(true);
    await expect.poll(publicOrder).toEqual(['The patient loom', 'Dye pots', 'Warp and weft']);
    await page.keyboard.press('Enter');
    await page
      .getByRole('status')
      .filter({ hasText: 'Dye pots moved to position 1 of 3. Order successfully saved.' })
      .waitFor({ state: 'attached' });
    await expect.poll(publicOrder).toEqual(['Dye pots', 'The patient loom', 'Warp and weft']);
    expect(await list.getByRole('button', { name: 'Move Dye pots up' }).isDisabled()).toBe(true);
  }, 120_000);

  it('staff write a memoriam with a heading and an image, and visitors read it', async () => {
    const page = await site().newPage({ signedIn: true, allowConsole: [httpStatusLine(422)] });
    await page.goto('/admin/content/lives-well-lived?edit=new');
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('textbox', { name: 'Name' }).fill('Lenore Tawney');
    await drawer.getByRole('textbox', { name: 'Years' }).fill('1907 – 2007');
    await drawer.getByRole('radio', { name: 'Active', exact: true }).check();
    const text = drawer.getByRole('textbox', { name: 'Text' });
    await text.waitFor();
    await drawer.getByRole('button', { name: 'Heading 2' }).click();
    await text.pressSequentially('Open warp');
    await text.press('Enter');
    await text.pressSequentially('She wove in the air.');
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#6b4f2a' } })
      .png()
      .toBuffer();
    await drawer
      .getByLabel('Image to insert')
      .setInputFiles({ name: 'open-warp.png', mimeType: 'image/png', buffer: png });
    await text.locator('img[src^="/uploads/"]').waitFor();
    await drawer.getByRole('button', { name: 'Create memoriam' }).click();
    await page.getByText('Memoriam successfully created').waitFor();

    const visitor = await site().newPage({ viewport: PHONE });
    await visitor.goto('/media/lives-well-lived/lenore-tawney');
    await visitor.getByRole('heading', { level: 2, name: 'Open warp' }).waitFor();
    const img = visitor.getByRole('img', { name: 'open warp' });
    await img.waitFor();
    // A text's pictures load as the reader nears them.
    expect(await img.getAttribute('loading')).toBe('lazy');
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  }, 120_000);

  it("refuses a duplicate advisory under its title, and an active one's delete with an error toast", async () => {
    const page = await site().newPage({ signedIn: true, allowConsole: [httpStatusLine(422), httpStatusLine(403)] });
    await page.goto('/admin/content/art-advisory?edit=new');
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('textbox', { name: 'Title' }).fill('commissions');
    await drawer.getByRole('button', { name: 'Create art advisory' }).click();
    await drawer.getByText(MSG.advisoryTaken).waitFor();
    await drawer.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Delete Commissions' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText(ADVISORY_ACTIVE_REFUSED).waitFor();
    expect(
      await db().selectFrom('art_advisories').select('id').where('id', '=', commissions.id).execute(),
    ).toHaveLength(1);
  }, 90_000);
});
