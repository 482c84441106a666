// News, press releases and the arttextstyle blog in a browser and as served HTML: each page's head
// (title, description, canonical, Open Graph image, NewsArticle / BlogPosting with author, dates and
// image, BreadcrumbList, the feed), real 404s, no script that staff saved, a post scheduled a minute
// ahead that appears on the cached pages at its minute; and the whole flow: staff write a post
// with a heading and an image, a visitor reads it on a phone and comments, staff approve it and
// the comment appears.
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { COMMENT_RECEIVED } from '#shared/posts';
import { makeComment, makePost, makeTag } from '#server/factories/media';
import { makeImage } from '#server/factories/images';
import { bodyOf } from '../setup/test-app';
import { httpStatusLine, PHONE, useSite } from './harness';
import { jsonLd, metaContent } from '../setup/served-html';

const site = useSite();
const db = () => site().t.deps.db;

const html = async (path: string) => {
  const res = await fetch(site().url + path);
  return { status: res.status, text: await res.text() };
};
const headOf = (text: string) => text.slice(0, text.indexOf('</head>'));

beforeAll(async () => {
  const image = await makeImage(site().t.deps, { width: 1600, height: 1000 });
  const tag = await makeTag(db(), 'Indigo');
  await makePost(db(), {
    kind: 'news',
    title: 'The Review on Weft',
    slug: 'review-on-weft',
    author: 'Jo Critic',
    source: 'The Textile Review',
    external_url: 'https://www.example.com/review',
    date_published: '2026-03-05T15:00:00.000Z',
    header_image_id: image.id,
    tag_ids: [tag.id],
  });
  for (const n of [1, 2, 3])
    await makePost(db(), {
      kind: 'press_release',
      title: `Release ${n}`,
      slug: `release-${n}`,
      date_published: `2026-0${n}-01T15:00:00.000Z`,
    });
  const blog = await makePost(db(), {
    kind: 'arttextstyle',
    title: 'On indigo',
    slug: 'on-indigo',
    author: 'Ana Ruiz',
    date_published: '2026-04-01T15:00:00.000Z',
    header_image_id: image.id,
    body: '<h2>A blue that is not a color</h2><p>Indigo is a process.</p>',
    tag_ids: [tag.id],
  });
  await makeComment(db(), { post_id: blog.id, name: 'Approved Reader', body: 'A lovely read.' });
  await makeComment(db(), { post_id: blog.id, name: 'Waiting Reader', body: 'Not yet shown.', approved_at: null });
  await makePost(db(), {
    kind: 'arttextstyle',
    title: 'Older post',
    slug: 'older-post',
    date_published: '2026-02-01T15:00:00.000Z',
  });
  await makePost(db(), { kind: 'arttextstyle', title: 'Draft post', slug: 'draft-post', status: '0' });
});

describe('served HTML', () => {
  it('a news item: head, NewsArticle with author, dates and image, breadcrumbs, the feed', async () => {
    const page = await html('/media/in-the-news/review-on-weft');
    expect(page.status).toBe(200);
    const head = headOf(page.text);
    expect(head).toContain('<title>The Review on Weft · Weft Gallery</title>');
    expect(head).toContain('<link rel="canonical" href="http://weft.test/media/in-the-news/review-on-weft"/>');
    expect(head).toMatch(
      /<link rel="alternate" type="application\/rss\+xml" title="[^"]+" href="http:\/\/weft\.test\/rss\.xml"\/>/,
    );
    expect(metaContent(head, 'og:image')).toMatch(/^http:\/\/weft\.test\/uploads\/.+\.jpg$/);
    expect(metaContent(head, 'description')).toBeTruthy();
    const [article, crumbs] = jsonLd(page.text);
    expect(article).toMatchObject({
      '@type': 'NewsArticle',
      headline: 'The Review on Weft',
      datePublished: '2026-03-05T15:00:00.000Z',
      author: { '@type': 'Person', name: 'Jo Critic' },
    });
    expect(article!.image).toMatch(/^http:\/\/weft\.test\/uploads\//);
    expect(article!.dateModified).toBeTruthy();
    expect(crumbs).toMatchObject({ '@type': 'BreadcrumbList' });
    expect(page.text).toContain('The Textile Review');
    expect(page.text).toContain('href="/media/in-the-news?tags=');
  });

  it('a press release with more releases beside it, and a blog post as BlogPosting with approved comments only', async () => {
    const press = await html('/media/press-releases/release-2');
    expect(press.status).toBe(200);
    expect(press.text).toContain('More press releases');
    expect(press.text).toContain('/media/press-releases/release-1');
    const blog = await html('/media/arttextstyle/on-indigo');
    expect(blog.status).toBe(200);
    expect(jsonLd(blog.text)[0]).toMatchObject({ '@type': 'BlogPosting', author: { name: 'Ana Ruiz' } });
    expect(headOf(blog.text)).toContain('href="http://weft.test/media/arttextstyle/rss.xml"');
    expect(blog.text).toContain('<h2>A blue that is not a color</h2>');
    expect(blog.text).toContain('Approved Reader');
    expect(blog.text).not.toContain('Waiting Reader');
    expect(blog.text).toContain('href="/media/arttextstyle/older-post"');
  });

  it('answers 404 for a draft, an unknown slug and another kind’s slug', async () => {
    for (const path of [
      '/media/arttextstyle/draft-post',
      '/media/arttextstyle/nothing',
      '/media/in-the-news/on-indigo',
      '/media/press-releases/review-on-weft',
    ])
      expect((await html(path)).status, path).toBe(404);
  });

  it('never serves a script, handler or javascript: link that staff saved', async () => {
    const saved = await bodyOf<{ item: { slug: string } }>(
      site().t.admin().post('/api/admin/art-text-style').send({
        title: 'Unsafe post',
        status: '1',
        body: '<p>Hi</p><script>alert(1)</script><img src="https://e.test/x.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
      }),
    );
    const page = await html(`/media/arttextstyle/${saved.item.slug}`);
    expect(page.status).toBe(200);
    expect(page.text).not.toMatch(/alert\(|onerror|javascript:/);
    const feed = await (await fetch(`${site().url}/media/arttextstyle/rss.xml`)).text();
    expect(feed).toContain('Unsafe post');
    expect(feed).not.toMatch(/alert\(|onerror|javascript:/);
  });
});

describe('a post scheduled a minute ahead', () => {
  afterEach(() => vi.useRealTimers());

  it('appears on the cached list and its page at its minute, without a restart', async () => {
    const minute = new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000).toISOString();
    await bodyOf(
      site()
        .t.admin()
        .post('/api/admin/art-text-style')
        .send({ title: 'Scheduled post', status: '1', date_published: minute }),
    );
    // Rendered (and kept) before its minute.
    expect((await html('/media/arttextstyle')).text).not.toContain('Scheduled post');
    expect((await html('/media/arttextstyle/scheduled-post')).status).toBe(404);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(minute) });
    expect((await html('/media/arttextstyle')).text).toContain('Scheduled post');
    expect((await html('/media/arttextstyle/scheduled-post')).status).toBe(200);
  });
});

it('staff write a post with a heading and an image; a visitor on a phone comments; staff approve it', async () => {
  const staff = await site().newPage({ signedIn: true, allowConsole: [httpStatusLine(422)] });
  await staff.goto('/admin/arttextstyle');
  await staff.waitForURL('**/admin/arttextstyle/arttextstyle');
  await staff.getByRole('heading', { name: 'Posts' }).waitFor();
  await staff.getByRole('button', { name: 'New post' }).first().click();
  const drawer = staff.getByRole('dialog');
  await drawer.getByRole('textbox', { name: 'Title' }).fill('Weaving at dusk');
  await drawer.getByRole('textbox', { name: 'Author' }).fill('Ana Ruiz');
  await drawer.getByRole('radio', { name: 'Active', exact: true }).check();
  const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 40, g: 60, b: 120 } } })
    .png()
    .toBuffer();
  await drawer
    .getByLabel('Header image: choose a file')
    .setInputFiles({ name: 'dusk.png', mimeType: 'image/png', buffer: png });
  await drawer.getByRole('listitem', { name: 'Header image' }).waitFor();
  // The body in the rich-text editor: a heading from the toolbar, a line, and an image uploaded at the cursor.
  const body = drawer.getByRole('textbox', { name: 'Body' });
  await drawer.getByRole('button', { name: 'Heading 2' }).click();
  await body.pressSequentially('The last light');
  await body.press('Enter');
  await body.pressSequentially('The loom is quiet at dusk.');
  await drawer
    .getByLabel('Image to insert')
    .setInputFiles({ name: 'loom-at-dusk.png', mimeType: 'image/png', buffer: png });
  await body.locator('img[src^="/uploads/"]').waitFor();
  await drawer.getByRole('button', { name: 'Create post' }).click();
  await drawer.waitFor({ state: 'detached' });
  await staff.getByRole('row').filter({ hasText: 'Weaving at dusk' }).waitFor();

  const visitor = await site().newPage({ viewport: PHONE });
  await visitor.goto('/media/arttextstyle/weaving-at-dusk');
  await visitor.getByRole('heading', { level: 1, name: 'Weaving at dusk' }).waitFor();
  await visitor.getByRole('heading', { level: 2, name: 'The last light' }).waitFor();
  await visitor.getByRole('img', { name: 'loom at dusk' }).waitFor();
  // Nothing wider than the phone: no sideways scrolling on the article.
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await visitor.getByRole('button', { name: 'Write a comment' }).click();
  const form = visitor.getByRole('form', { name: 'Write a comment' });
  await form.getByRole('button', { name: 'Send comment' }).click();
  await form.getByText('This field is required').first().waitFor();
  await form.getByRole('textbox', { name: 'Name' }).fill('Visiting Reader');
  await form.getByRole('textbox', { name: /Email/ }).fill('reader@example.com');
  await form.getByRole('textbox', { name: 'Comment' }).fill('Beautiful light in these pictures.');
  await form.getByRole('button', { name: 'Send comment' }).click();
  await visitor.getByText(COMMENT_RECEIVED).waitFor();
  await visitor.reload();
  await visitor.getByRole('heading', { level: 1, name: 'Weaving at dusk' }).waitFor();
  expect(await visitor.getByText('Beautiful light in these pictures.').count()).toBe(0);

  await staff.goto('/admin/arttextstyle/comments');
  await staff
    .getByRole('link', { name: /Comments/ })
    .getByText('2')
    .waitFor();
  const row = staff.getByRole('row').filter({ hasText: 'Beautiful light' });
  await row.getByRole('button', { name: /Approve the comment of Visiting Reader/ }).click();
  await row.getByText('Approved').waitFor();

  await visitor.reload();
  await visitor.getByText('Beautiful light in these pictures.').waitFor();
  await visitor.getByText('Visiting Reader').waitFor();
}, 240_000);
