// Visitors' forms and the staff inbox in a browser (issue 16): an inquiry sent from an artwork's page
// on a phone, found in the inbox and marked answered; the way on from a sent inquiry; staff replying
// and noting in the inbox's thread (issue 30); a virtual placement with two photographs, which
// staff see in the inbox by their private links; the accessibility panel's text size, kept across a
// reload without a flash of the default size (the server writes it on <html>).
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { MSG } from '#shared/messages';
import { makeArtist, makeArtwork } from '#server/factories/catalogue';
import { makeImage } from '#server/factories/images';
import { httpStatusLine, PHONE, useSite } from './harness';

const site = useSite();
let artwork: { slug: string; title: string; id: number };
let other: { slug: string; title: string };

beforeAll(async () => {
  const { db } = site().t.deps;
  const image = await makeImage(site().t.deps, { width: 800, height: 1000 });
  const artist = await makeArtist(db, { first_name: 'Ama', last_name: 'Owusu' });
  const work = await makeArtwork(db, { artist_id: artist.id, title: 'Indigo Field', image_ids: [image.id] });
  artwork = { slug: work.slug, title: work.title, id: work.id };
  other = await makeArtwork(db, { artist_id: artist.id, title: 'Madder Row' });
});

const submissions = () => site().t.deps.db.selectFrom('form_submissions').selectAll().orderBy('id').execute();

it('sends an inquiry from an artwork page on a phone, which staff find in the inbox and mark answered', async () => {
  const page = await site().newPage({ viewport: PHONE });
  await page.goto(`/artworks/${artwork.slug}`);
  await page.getByRole('link', { name: 'Inquire' }).click();
  await page.waitForURL(`**/artworks/${artwork.slug}/inquire`);
  await page.getByRole('heading', { name: `Inquire about ${artwork.title}` }).waitFor();

  // The spec's messages under the fields, and the first wrong field takes the focus.
  await page.getByRole('button', { name: 'Send inquiry' }).click();
  await expect.poll(() => page.getByText(MSG.required).count()).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name');
  await page.getByRole('textbox', { name: 'Name' }).fill('Jane Collector');
  await page.getByRole('textbox', { name: 'Email' }).fill('jane@');
  await page.getByRole('textbox', { name: 'Email' }).blur();
  await page.getByText(MSG.email).waitFor();
  await page.getByRole('textbox', { name: 'Email' }).fill('jane@example.com');
  await page.getByRole('textbox', { name: 'Phone (optional)' }).fill('(212) 555-0199');
  await page.getByRole('button', { name: 'Send inquiry' }).click();
  await page.getByRole('heading', { name: MSG.messageSent }).waitFor();
  expect((await submissions()).at(-1)).toMatchObject({
    kind: 'inquire',
    artwork_id: artwork.id,
    name: 'Jane Collector',
  });

  const staff = await site().newPage({ viewport: PHONE });
  await site().loginAs(staff);
  await staff.goto('/admin/inbox');
  await staff.getByRole('button', { name: /Open artwork inquiry from Jane Collector/ }).click();
  await staff.getByRole('heading', { name: 'From Jane Collector' }).waitFor();
  await staff.getByRole('dialog').getByText(`I would like to know more about ${artwork.title}.`).waitFor();
  expect(await staff.getByRole('link', { name: 'Open in my mail program' }).getAttribute('href')).toMatch(
    /^mailto:jane%40example\.com\?subject=Re%3A%20Indigo%20Field/,
  );
  await staff.getByRole('dialog').getByText('Answered', { exact: true }).click();
  await expect.poll(async () => (await submissions()).at(-1)?.status, { timeout: 20_000 }).toBe('answered');
});

it("leads on from a sent inquiry: back to the work, the artist's other works, all of the artist's works", async () => {
  const page = await site().newPage();
  await page.goto(`/artworks/${artwork.slug}/inquire`);
  await page.getByRole('textbox', { name: 'Name' }).fill('Lee Looker');
  await page.getByRole('textbox', { name: 'Email' }).fill('lee@example.com');
  await page.getByRole('button', { name: 'Send inquiry' }).click();
  await page.getByRole('heading', { name: MSG.messageSent }).waitFor();
  const next = page.getByRole('navigation', { name: 'Keep looking' });
  expect(await next.getByRole('link', { name: `Back to ${artwork.title}` }).getAttribute('href')).toBe(
    `/artworks/${artwork.slug}`,
  );
  expect(await next.getByRole('link', { name: other.title }).getAttribute('href')).toBe(`/artworks/${other.slug}`);
  await next.getByRole('link', { name: 'See the works of Ama Owusu' }).click();
  await page.waitForURL('**/artists/**');
});

it('lets staff answer an inquiry from the inbox: the reply is queued to the visitor and the thread shows it', async () => {
  const sent = await site()
    .t.http()
    .post('/api/public/forms/inquire')
    .set('X-Forwarded-For', '198.51.100.77')
    .send({ name: 'Ruth Reader', email: 'ruth@example.com', artwork: artwork.slug, message: 'Is the frame included?' });
  expect(sent.status).toBe(200);
  const row = (await submissions()).at(-1)!;
  // The empty reply's refusal is a 422 the browser logs.
  const staff = await site().newPage({ allowConsole: [httpStatusLine(422)], signedIn: true });
  await staff.goto(`/admin/inbox?edit=${row.id}`);
  const thread = staff.getByRole('list', { name: 'Conversation' });
  await thread.getByText('Is the frame included?').waitFor();
  await thread.getByText('Weft Gallery sent the confirmation').waitFor();

  const reply = staff.getByRole('textbox', { name: 'Reply to Ruth Reader' });
  await staff.getByRole('button', { name: 'Send reply' }).click();
  await staff.getByText('The reply is empty. Write your answer first.').waitFor();
  await reply.fill('Yes: a plain oak frame.\nWe can ship it next week.');
  await staff.getByRole('button', { name: 'Send reply' }).click();
  await thread.getByText(/replied$/).waitFor();
  await thread.getByText(/We can ship it next week\./).waitFor();
  await thread.getByText(/marked it answered$/).waitFor();
  expect(await reply.inputValue()).toBe('');

  await staff.getByRole('textbox', { name: 'Note for staff' }).fill('Asked about framing before.');
  await staff.getByRole('button', { name: 'Add note' }).click();
  await thread.getByText('Asked about framing before.').waitFor();

  const mail = await site()
    .t.deps.db.selectFrom('mail_queue')
    .selectAll()
    .where('kind', '=', 'form-reply')
    .where('to_address', '=', 'ruth@example.com')
    .executeTakeFirstOrThrow();
  expect(mail).toMatchObject({ subject: `Re: Artwork inquiry: ${artwork.title}`, reply_to: 'hello@weftgallery.com' });
  expect((await submissions()).at(-1)?.status).toBe('answered');
});

it('sends a virtual placement request with two photographs', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'weft-photos-'));
  const photos = await Promise.all(
    ['wall-north.png', 'wall-east.png'].map(async (name, i) => {
      const file = path.join(dir, name);
      await sharp({ create: { width: 120 + i, height: 90, channels: 3, background: '#8a9bb0' } })
        .png()
        .toFile(file);
      return file;
    }),
  );
  const page = await site().newPage();
  await page.goto(`/artworks/${artwork.slug}/virtual-placement`);
  await page.getByRole('textbox', { name: 'Name' }).fill('Dana Designer');
  await page.getByRole('textbox', { name: 'Email' }).fill('dana@example.com');
  await page.getByRole('textbox', { name: 'Phone' }).fill('212-555-0101');
  await page.getByRole('textbox', { name: /Where is the room/ }).fill('Tribeca loft');
  await page.getByRole('textbox', { name: 'Height' }).fill('110');
  await page.locator('input[type="file"]').setInputFiles(photos);
  await page.getByRole('list', { name: 'Photographs to send' }).getByRole('listitem').nth(1).waitFor();
  await page.getByRole('button', { name: 'Send request' }).click();
  await page.getByRole('heading', { name: MSG.messageSent }).waitFor();
  const row = (await submissions()).at(-1)!;
  expect(row).toMatchObject({ kind: 'specific_art_piece_virtual_placement', artwork_id: artwork.id });
  const files = await site()
    .t.deps.db.selectFrom('form_submission_files')
    .selectAll()
    .where('submission_id', '=', row.id)
    .execute();
  expect(files).toHaveLength(2);
  fs.rmSync(dir, { recursive: true, force: true });

  // The photographs are private (decision 041): the inbox shows them by signed links, and they load.
  const staff = await site().newPage();
  await site().loginAs(staff);
  await staff.goto(`/admin/inbox?edit=${row.id}`);
  await staff.getByRole('heading', { name: 'From Dana Designer' }).waitFor();
  const full = staff.getByRole('link', { name: /^Image \d, full size$/ });
  await expect.poll(() => full.count()).toBe(2);
  expect(await full.first().getAttribute('href')).toMatch(/^\/private-uploads\/.*\?expires=\d+&token=/);
  await expect
    .poll(() =>
      staff
        .getByRole('dialog')
        .locator('img')
        .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).naturalWidth > 0)),
    )
    .toEqual([true, true]);
});

it('keeps a larger text size across a reload, applied before the first paint', async () => {
  const page = await site().newPage({ viewport: PHONE });
  await page.goto('/contact');
  const rootSize = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
  expect(await rootSize()).toBe('16px');
  await page.getByRole('button', { name: 'Accessibility options' }).click();
  await page.getByRole('radio', { name: 'Larger' }).check();
  expect(await rootSize()).toBe('20px');
  // The next page comes with the size on <html> from the server (the panel's cookie): nothing
  // changes it once the page has started, so no frame is ever painted in the default size.
  const served = await page.request.get('/contact');
  expect(await served.text()).toContain(`<html data-a11y-text="larger" lang="en"`);
  await page.addInitScript(() => {
    const w = window as unknown as { sizeChanged?: boolean };
    // The document, not <html>: an init script runs before the parser has made any element.
    new MutationObserver(() => (w.sizeChanged = true)).observe(document, {
      attributes: true,
      subtree: true,
      attributeFilter: ['data-a11y-text'],
    });
  });
  await page.reload();
  expect(await rootSize()).toBe('20px');
  expect(await page.evaluate(() => (window as unknown as { sizeChanged?: boolean }).sizeChanged)).toBeUndefined();
  // Never in the back office.
  await site().loginAs(page);
  expect(await rootSize()).toBe('16px');
});
