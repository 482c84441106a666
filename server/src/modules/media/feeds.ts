// RSS 2.0 feeds, made with the `feed` library: news and press releases at /rss.xml, the arttextstyle
// blog at /media/arttextstyle/rss.xml (which kinds a feed carries, the registry's `rss` field says). Public posts only, as every list; the body is sanitised again
// for the reader (sanitizeForFeed) and kept in the read cache, which a scheduled post's minute renews.
import type { Express } from 'express';
import { Feed } from 'feed';
import { GALLERY } from '#shared/gallery';
import { FEEDS } from '#shared/posts';
import { PUBLIC_KIND_KEYS, PUBLIC_KINDS, type PublicKind, pathOf } from '#shared/public-kinds';
import { SITE_PAGES } from '#shared/site-pages';
import type { AppDeps } from '#server/deps';
import { sanitizeForFeed } from '#server/lib/sanitize';
import { BLOG_POST, POST_KIND_LIST, type PostKind, postKindOf } from './post-kinds';
import { feedPosts } from './public-post.service';

/** The newest items a feed carries: readers poll it, they do not page through it. */
export const FEED_ITEMS = 30;

interface FeedDef {
  path: string;
  title: string;
  description: string;
  /** the page the feed stands for */
  page: string;
  kinds: readonly PostKind[];
}

type FeedName = NonNullable<PublicKind['rss']>;

/** Each feed by the name the registry's `rss` field gives it: a name without its feed fails the typecheck. */
const FEED_TEXTS = {
  news: {
    ...FEEDS.media,
    description: `News about ${GALLERY.name} and its artists, and the gallery's press releases.`,
    page: SITE_PAGES.media,
  },
  arttextstyle: {
    ...FEEDS.blog,
    description: `Arttextstyle, the journal of ${GALLERY.name}: notes on textiles, makers and materials.`,
    page: BLOG_POST.pagePath,
  },
} satisfies Record<FeedName, Omit<FeedDef, 'kinds'>>;

/** The kinds of the registry that name a feed (shared/public-kinds.ts, `rss`). */
const kindsInFeed = (name: FeedName) => PUBLIC_KIND_KEYS.filter((key) => PUBLIC_KINDS[key].rss === name);

/**
 * The feeds, each carrying the posts of the kinds the registry puts in it. A feed is made of posts:
 * a kind that names one without being a post kind is refused here, at start, rather than left out.
 */
export const MEDIA_FEEDS: readonly FeedDef[] = (Object.keys(FEED_TEXTS) as FeedName[]).map((name) => ({
  ...FEED_TEXTS[name],
  kinds: kindsInFeed(name).map((key) => {
    const kind = POST_KIND_LIST.find((k) => k.publicKind === key);
    if (!kind) throw new Error(`the public kind ${key} names the ${name} feed, which carries posts only`);
    return kind;
  }),
}));

/**
 * A text as CDATA sections that no `]]>` in it can close early: split after each `]]`, so each
 * section ends before the `>` and the next one starts with it. The `feed` library writes its item
 * text as one section and splits only the first `]]>` (its xml-js), so a title holding two could
 * end the section and write markup into the feed; its extensions replace those elements with these.
 */
const cdata = (text: string) => {
  const pieces = text.split(']]>');
  return { _cdata: pieces.map((piece, i) => `${i > 0 ? '>' : ''}${piece}${i < pieces.length - 1 ? ']]' : ''}`) };
};

export const feedXml = async (deps: AppDeps, def: FeedDef) => {
  const origin = deps.env.publicUrl;
  const posts = await feedPosts(deps, def.kinds, FEED_ITEMS);
  const feed = new Feed({
    title: `${def.title} · ${GALLERY.name}`,
    description: def.description,
    id: `${origin}${def.page}`,
    link: `${origin}${def.page}`,
    language: 'en',
    copyright: `© ${GALLERY.name}`,
    updated: posts[0] ? new Date(posts[0].date_published) : undefined,
    generator: GALLERY.name,
    feedLinks: { rss: `${origin}${def.path}` },
  });
  for (const p of posts) {
    const link = `${origin}${pathOf(postKindOf(p.kind).publicKind, p.slug)}`;
    const image = p.header_image ? `${origin}${p.header_image.url}` : undefined;
    const content = sanitizeForFeed(p.body, origin);
    feed.addItem({
      title: p.title,
      id: link,
      link,
      date: new Date(p.date_published),
      description: p.excerpt ?? undefined,
      content,
      extensions: [
        { name: 'title', objects: cdata(p.title) },
        ...(p.excerpt ? [{ name: 'description', objects: cdata(p.excerpt) }] : []),
        ...(content ? [{ name: 'content:encoded', objects: cdata(content) }] : []),
      ],
      ...(p.author && { author: [{ name: p.author }] }),
      category: p.tags.map((t) => ({ name: t.title })),
      ...(image && { image: { url: image, type: image.endsWith('.webp') ? 'image/webp' : 'image/jpeg' } }),
    });
  }
  return feed.rss2();
};

export const registerFeeds = (app: Express, deps: AppDeps) => {
  for (const def of MEDIA_FEEDS)
    app.get(def.path, async (_req, res, next) => {
      try {
        const xml = await deps.reads.get(`feed:${def.path}`, () => feedXml(deps, def));
        // Readers ask again each time: a scheduled post shows at its minute.
        res.type('application/rss+xml').setHeader('Cache-Control', 'no-cache');
        res.send(xml);
      } catch (err) {
        next(err);
      }
    });
};
