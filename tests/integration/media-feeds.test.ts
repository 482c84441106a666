// The RSS feeds (read by a real XML parser) and the sitemap's posts: public posts only, no script
// in a feed whatever reached the database, absolute links, and a post scheduled a minute ahead that
// appears in both at its minute although they are kept in the read cache.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FEEDS } from '#shared/posts';
import { PUBLIC_KIND_KEYS, PUBLIC_KINDS } from '#shared/public-kinds';
import { makeComment, makePost, makeTag } from '#server/factories/media';
import { MEDIA_FEEDS } from '#server/modules/media/feeds';
import { bodyOf, testAppForFile } from '../setup/test-app';

const t = testAppForFile();
const EVIL =
  '<h2>Heading</h2><p>Text <a href="/artists/ama">Ama</a></p><script>alert(1)</script>' +
  '<img src="https://e.test/x.png" onerror="alert(2)"><a href="javascript:alert(3)">click</a>';

interface RssItem {
  title: string;
  link: string;
  guid: string | { '#text': string };
  pubDate: string;
  description?: string;
  'content:encoded'?: string;
  category?: string | string[];
}

const feed = async (path: string) => {
  const res = await t.http().get(path);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/rss\+xml/);
  expect(XMLValidator.validate(res.text)).toBe(true);
  const doc = new XMLParser({ ignoreAttributes: false }).parse(res.text) as {
    rss: { '@_version': string; channel: { title: string; link: string; item?: RssItem | RssItem[] } };
  };
  expect(doc.rss['@_version']).toBe('2.0');
  const items = doc.rss.channel.item;
  return {
    channel: doc.rss.channel,
    items: items === undefined ? [] : Array.isArray(items) ? items : [items],
    raw: res.text,
  };
};

beforeAll(async () => {
  const db = t.deps.db;
  const tag = await makeTag(db, 'Indigo');
  await makePost(db, { title: 'Older news', slug: 'older', date_published: '2026-01-05T15:00:00.000Z' });
  await makePost(db, {
    kind: 'press_release',
    title: 'A release',
    slug: 'release',
    date_published: '2026-02-05T15:00:00.000Z',
  });
  await makePost(db, { title: 'Draft news', slug: 'draft', status: '0' });
  await makePost(db, { title: 'Far future', slug: 'future', date_published: '2999-01-01T00:00:00.000Z' });
  const blog = await makePost(db, {
    kind: 'arttextstyle',
    title: 'On indigo',
    slug: 'on-indigo',
    author: 'Ana Ruiz',
    date_published: '2026-03-05T15:00:00.000Z',
    tag_ids: [tag.id],
  });
  await makeComment(db, { post_id: blog.id, body: '<script>comment</script>' });
  // Written straight into the database, as an import might: the feed sanitises it again.
  await makePost(db, {
    kind: 'arttextstyle',
    title: 'Raw post',
    slug: 'raw',
    date_published: '2026-03-01T15:00:00.000Z',
    body: EVIL,
  });
});

describe('the feeds', () => {
  it('carry exactly the kinds the registry names for each (its rss field)', () => {
    const pathOfFeed = { news: FEEDS.media.path, arttextstyle: FEEDS.blog.path };
    const named = PUBLIC_KIND_KEYS.flatMap((key) => {
      const rss = PUBLIC_KINDS[key].rss;
      return rss ? [`${pathOfFeed[rss]} ${key}`] : [];
    });
    const carried = MEDIA_FEEDS.flatMap((f) => f.kinds.map((k) => `${f.path} ${k.publicKind}`));
    expect(carried.sort()).toEqual(named.sort());
  });
});

describe('GET /rss.xml', () => {
  it('carries public news and press releases, newest first, linked to their pages', async () => {
    const { channel, items } = await feed('/rss.xml');
    expect(channel.link).toBe('http://weft.test/media');
    expect(items.map((i) => i.title)).toEqual(['A release', 'Older news']);
    expect(items.map((i) => i.link)).toEqual([
      'http://weft.test/media/press-releases/release',
      'http://weft.test/media/in-the-news/older',
    ]);
    expect(new Date(items[0]!.pubDate).toISOString()).toBe('2026-02-05T15:00:00.000Z');
  });
});

describe('GET /media/arttextstyle/rss.xml', () => {
  it('carries the blog with author, tags and content, never a script, handler or javascript: link', async () => {
    const { items, raw } = await feed('/media/arttextstyle/rss.xml');
    expect(items.map((i) => i.title)).toEqual(['On indigo', 'Raw post']);
    expect(items[0]!.category).toBe('Indigo');
    const content = items[1]!['content:encoded']!;
    expect(content).toContain('<h2>Heading</h2>');
    // The site's own links are absolute for a reader away from the site.
    expect(content).toContain('<a href="http://weft.test/artists/ama">Ama</a>');
    expect(raw).not.toMatch(/<script|&lt;script|onerror|javascript:/i);
  });
});

describe('a post scheduled a minute ahead', () => {
  afterEach(() => vi.useRealTimers());

  it('joins the feed and the sitemap at its minute, though both are cached', async () => {
    const minute = new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000).toISOString();
    await bodyOf(
      t.admin().post('/api/admin/news').send({ title: 'Scheduled news', status: '1', date_published: minute }),
    );
    const inFeed = async () => (await feed('/rss.xml')).items.some((i) => i.title === 'Scheduled news');
    const sitemap = async () => (await t.http().get('/sitemap.xml')).text;
    expect(await inFeed()).toBe(false);
    expect(await sitemap()).not.toContain('/media/in-the-news/scheduled-news');

    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(minute) - 1 });
    expect(await inFeed()).toBe(false);
    expect(await sitemap()).not.toContain('/media/in-the-news/scheduled-news');
    vi.setSystemTime(Date.parse(minute));
    expect(await inFeed()).toBe(true);
    expect(await sitemap()).toContain(
      `<url><loc>http://weft.test/media/in-the-news/scheduled-news</loc><lastmod>${minute}</lastmod></url>`,
    );
  });
});

describe('the sitemap', () => {
  it('lists the media lists and each public post with lastmod, nothing hidden', async () => {
    const xml = (await t.http().get('/sitemap.xml')).text;
    for (const path of ['/media/in-the-news', '/media/press-releases', '/media/arttextstyle'])
      expect(xml).toContain(`<loc>http://weft.test${path}</loc>`);
    expect(xml).toMatch(/<loc>http:\/\/weft\.test\/media\/arttextstyle\/on-indigo<\/loc><lastmod>[^<]+<\/lastmod>/);
    expect(xml).toContain('/media/press-releases/release</loc>');
    expect(xml).not.toContain('/media/in-the-news/draft');
    expect(xml).not.toContain('/media/in-the-news/future');
  });
});

describe('a title, excerpt or body holding "]]>"', () => {
  it('stays text in its element: read back as written, nothing added to the feed', async () => {
    const title = 'Close ]]> twice ]]><img src=x onerror=alert(1)> <![CDATA[ & then ]]]>';
    const excerpt = 'An excerpt ]]> with ]]><script>alert(2)</script> in it';
    const post = await makePost(t.deps.db, {
      kind: 'press_release',
      title,
      slug: 'cdata-release',
      excerpt,
      body: '<p>Body ]]&gt; and ]]&gt;<b>bold</b> ]]&gt;</p>',
      date_published: '2026-02-06T15:00:00.000Z',
    });
    try {
      const { items } = await feed('/rss.xml');
      const item = items.find((i) => i.link === 'http://weft.test/media/press-releases/cdata-release')!;
      expect(item.title).toBe(title);
      expect(item.description).toBe(excerpt);
      expect(item['content:encoded']).toBe('<p>Body ]]&gt; and ]]&gt;<b>bold</b> ]]&gt;</p>');
      // Only the elements an item has: no <img> or <script> of the title's or excerpt's.
      expect(Object.keys(item).sort()).toEqual([
        'author',
        'content:encoded',
        'description',
        'guid',
        'link',
        'pubDate',
        'title',
      ]);
    } finally {
      await t.deps.db.deleteFrom('posts').where('id', '=', post.id).execute();
    }
  });
});
