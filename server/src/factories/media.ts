// Posts (news, press releases, the arttextstyle blog), tags, comments, loose threads, memoriams
// and art advisory services.
import type { DB } from '#server/db/database';
import type { NewRow, Row } from '#server/db/schema';
import { insertMade, link, seq, titleAndSlug } from './support';

/** A publication instant safely in the past: made rows are public unless a test says otherwise. */
const PUBLISHED = '2026-02-10T15:00:00.000Z';

export const makeTag = (db: DB, title = `Tag ${seq()}`): Promise<Row<'tags'>> => insertMade(db, 'tags', { title });

export type PostOverrides = Partial<NewRow<'posts'>> & { tag_ids?: number[] };

export const makePost = async (db: DB, overrides: PostOverrides = {}): Promise<Row<'posts'>> => {
  const { tag_ids, ...values } = overrides;
  const { title, slug } = titleAndSlug(values.title, 'Notes from the studio');
  const post = await insertMade(db, 'posts', {
    kind: 'news',
    title,
    slug,
    author: 'Weft Gallery',
    source: null,
    external_url: null,
    status: '1',
    date_published: '2026-02-10T15:00:00.000Z',
    excerpt: `${title}.`,
    body: `<p>${title}.</p>`,
    ...values,
  });
  await link(db, 'post_tags', 'post_id', post.id, 'tag_id', tag_ids);
  return post;
};

export const makeComment = (
  db: DB,
  overrides: Partial<NewRow<'comments'>> & { post_id: number },
): Promise<Row<'comments'>> => {
  const n = seq();
  return insertMade(db, 'comments', {
    name: `Reader ${n}`,
    email: `reader${n}@example.com`,
    body: 'Thank you for this piece.',
    // Approved, as most comments are; a waiting one says approved_at: null.
    approved_at: overrides.created_at ?? new Date().toISOString(),
    ...overrides,
  });
};

export const makeLooseThread = (
  db: DB,
  overrides: Partial<NewRow<'loose_threads'>> = {},
): Promise<Row<'loose_threads'>> => {
  const { n, title, slug } = titleAndSlug(overrides.title, 'A thread to follow');
  return insertMade(db, 'loose_threads', {
    title,
    slug,
    type: 'On Art',
    status: '1',
    position: n,
    summary: `${title}.`,
    body: `<p>${title}.</p>`,
    external_url: null,
    date_published: PUBLISHED,
    ...overrides,
  });
};

export const makeMemoriam = (db: DB, overrides: Partial<NewRow<'memoriams'>> = {}): Promise<Row<'memoriams'>> => {
  const { title, slug } = titleAndSlug(overrides.title, 'Remembered weaver');
  return insertMade(db, 'memoriams', {
    title,
    slug,
    years: '1932 – 2020',
    status: '1',
    body: `<p>${title} taught a generation to weave.</p>`,
    date_published: PUBLISHED,
    ...overrides,
  });
};

export const makeArtAdvisory = async (
  db: DB,
  overrides: Partial<NewRow<'art_advisories'>> & { image_ids?: number[] } = {},
): Promise<Row<'art_advisories'>> => {
  const { image_ids, ...values } = overrides;
  const { n, title, slug } = titleAndSlug(values.title, 'Advisory service');
  const advisory = await insertMade(db, 'art_advisories', {
    title,
    slug,
    status: '1',
    position: n,
    summary: `${title}.`,
    body: `<p>${title}.</p>`,
    date_published: PUBLISHED,
    ...values,
  });
  await link(db, 'art_advisory_images', 'art_advisory_id', advisory.id, 'file_id', image_ids);
  return advisory;
};
