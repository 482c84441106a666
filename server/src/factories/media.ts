// Posts (news, press releases, the arttextstyle blog), tags, comments, loose threads, memoriams
// and art advisory services.
import type { DB } from '#server/db/database';
import type { NewRow, Row } from '#server/db/schema';
import { slugify } from '#shared/format';
import { link, seq } from './support';

export const makeTag = (db: DB, title = `Tag ${seq()}`): Promise<Row<'tags'>> =>
  db.insertInto('tags').values({ title }).returningAll().executeTakeFirstOrThrow();

export type PostOverrides = Partial<NewRow<'posts'>> & { tag_ids?: number[] };

export const makePost = async (db: DB, overrides: PostOverrides = {}): Promise<Row<'posts'>> => {
  const { tag_ids, ...values } = overrides;
  const n = seq();
  const title = values.title ?? `Notes from the studio ${n}`;
  const post = await db
    .insertInto('posts')
    .values({
      kind: 'news',
      title,
      slug: `${slugify(title)}-${n}`,
      author: 'Weft Gallery',
      source: null,
      external_url: null,
      status: '1',
      date_published: '2026-02-10T15:00:00.000Z',
      excerpt: `${title}.`,
      body: `<p>${title}.</p>`,
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await link(db, 'post_tags', 'post_id', post.id, 'tag_id', tag_ids);
  return post;
};

export const makeComment = (
  db: DB,
  overrides: Partial<NewRow<'comments'>> & { post_id: number },
): Promise<Row<'comments'>> => {
  const n = seq();
  return db
    .insertInto('comments')
    .values({ name: `Reader ${n}`, email: `reader${n}@example.com`, body: 'Thank you for this piece.', ...overrides })
    .returningAll()
    .executeTakeFirstOrThrow();
};

export const makeLooseThread = (
  db: DB,
  overrides: Partial<NewRow<'loose_threads'>> = {},
): Promise<Row<'loose_threads'>> => {
  const n = seq();
  const title = overrides.title ?? `A thread to follow ${n}`;
  return db
    .insertInto('loose_threads')
    .values({
      title,
      slug: `${slugify(title)}-${n}`,
      type: 'On Art',
      status: '1',
      position: n,
      summary: `${title}.`,
      body: `<p>${title}.</p>`,
      external_url: null,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
};

export const makeMemoriam = (db: DB, overrides: Partial<NewRow<'memoriams'>> = {}): Promise<Row<'memoriams'>> => {
  const n = seq();
  const title = overrides.title ?? `Remembered weaver ${n}`;
  return db
    .insertInto('memoriams')
    .values({
      title,
      slug: `${slugify(title)}-${n}`,
      years: '1932 – 2020',
      status: '1',
      body: `<p>${title} taught a generation to weave.</p>`,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
};

export const makeArtAdvisory = async (
  db: DB,
  overrides: Partial<NewRow<'art_advisories'>> & { image_ids?: number[] } = {},
): Promise<Row<'art_advisories'>> => {
  const { image_ids, ...values } = overrides;
  const n = seq();
  const title = values.title ?? `Advisory service ${n}`;
  const advisory = await db
    .insertInto('art_advisories')
    .values({
      title,
      slug: `${slugify(title)}-${n}`,
      status: '1',
      position: n,
      summary: `${title}.`,
      body: `<p>${title}.</p>`,
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await link(db, 'art_advisory_images', 'art_advisory_id', advisory.id, 'file_id', image_ids);
  return advisory;
};
