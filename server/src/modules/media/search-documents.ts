// What site-wide search finds articles by (server/src/modules/search): memoriams, loose threads
// and posts (news, press releases, arttextstyle), by title, author, tags and text. Active items
// with a publication date; one dated ahead is handed over with its `visibleFrom` and found from
// that minute on.
import { type SelectQueryBuilder, sql } from 'kysely';
import { formatDateRange } from '#shared/format';
import { PUBLIC_KINDS, type PublicKindKey } from '#shared/public-kinds';
import type { DB } from '#server/db/database';
import type { Database, PostKind } from '#server/db/schema';
import { isActive } from '#server/db/sql';
import { plainText } from '#server/lib/sanitize';
import { imageLookup } from '#server/modules/uploads/images';
import { type DocumentScope, inScope, type SearchCard, type SearchSource } from '#server/lib/public-kind-source';
import { BLOG_POST, NEWS, type PostKind as PostKindDef, PRESS_RELEASE } from './post-kinds';

/** The date an article shows: 'March 6, 2027'. */
const shownDate = (iso: string | null) => (iso ? formatDateRange(iso, iso) : null);

interface ArticleRow {
  id: number;
  slug: string;
  title: string;
  date_published: string | null;
  image_id: number | null;
}

/** Cards of articles: the kind (or type) above the title, the date under it. */
const articleCards = async (
  db: DB,
  rows: readonly (ArticleRow & { kicker: string | null })[],
): Promise<SearchCard[]> => {
  const imageOf = await imageLookup(db, rows, (r) => r.image_id);
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    title: r.title,
    kicker: r.kicker,
    meta: [shownDate(r.date_published)].filter((x): x is string => Boolean(x)),
    image: imageOf(r),
  }));
};

type ArticleTable = 'memoriams' | 'loose_threads' | 'posts';

/** Active and dated: what is public now or will be at its date. */
const dated = <T extends ArticleTable, O>(q: SelectQueryBuilder<Database, T, O>, table: T) =>
  q.where(isActive(table)).where(sql.ref(`${table}.date_published`), 'is not', null);

/** Cards answer only what is public now (the index never holds the rest, this is the second lock). */
const publicNow = <T extends ArticleTable, O>(q: SelectQueryBuilder<Database, T, O>, table: T) =>
  dated(q, table).where(sql.ref(`${table}.date_published`), '<=', new Date().toISOString());

/** The rows of `table` in scope that a document is made of: `query` selects its columns. */
const documentRows = <T extends ArticleTable, O>(
  query: SelectQueryBuilder<Database, T, O>,
  table: T,
  scope: DocumentScope,
) => inScope(dated(query, table), `${table}.id`, scope).execute();

/** The cards of the articles among `ids` that are public now: `query` selects a card's columns. */
const publicArticleCards = async <T extends ArticleTable, O extends ArticleRow & { kicker: string | null }>(
  db: DB,
  query: SelectQueryBuilder<Database, T, O>,
  table: T,
  ids: readonly number[],
) => articleCards(db, await inScope(publicNow(query, table), `${table}.id`, { ids }).execute());

/** A kicker that is the same for every card of a kind: its name, as a selected column. */
const kickerOf = (key: PublicKindKey) => sql<string>`${PUBLIC_KINDS[key].names.many}`.as('kicker');

/** The columns of an article's card, but for its image and kicker, which each table names its own way. */
const CARD_COLUMNS = ['id', 'slug', 'title', 'date_published'] as const;

export const memoriamSearch: SearchSource = {
  place: 3,
  feeds: [{ table: 'memoriams', items: (r) => `SELECT ${r}.id` }],
  documents: async (db, scope) =>
    (
      await documentRows(
        db.selectFrom('memoriams').select(['id', 'title', 'years', 'body', 'date_published']),
        'memoriams',
        scope,
      )
    ).map((r) => ({
      id: r.id,
      title: r.title,
      tags: r.years ?? '',
      body: plainText(r.body),
      visibleFrom: r.date_published,
    })),
  cards: (db, ids) =>
    publicArticleCards(
      db,
      db.selectFrom('memoriams').select([...CARD_COLUMNS, 'image_id', kickerOf('memoriam')]),
      'memoriams',
      ids,
    ),
};

export const looseThreadSearch: SearchSource = {
  place: 4,
  feeds: [{ table: 'loose_threads', items: (r) => `SELECT ${r}.id` }],
  documents: async (db, scope) =>
    (
      await documentRows(
        db.selectFrom('loose_threads').select(['id', 'title', 'type', 'summary', 'body', 'date_published']),
        'loose_threads',
        scope,
      )
    ).map((r) => ({
      id: r.id,
      title: r.title,
      tags: r.type,
      body: [plainText(r.summary), plainText(r.body)].filter(Boolean).join(' '),
      visibleFrom: r.date_published,
    })),
  cards: (db, ids) =>
    publicArticleCards(
      db,
      db.selectFrom('loose_threads').select([...CARD_COLUMNS, 'header_image_id as image_id', 'type as kicker']),
      'loose_threads',
      ids,
    ),
};

/** The tag titles and ids of each post, for its document. */
const tagsOf = async (db: DB, ids: readonly number[]) => {
  const tags = new Map<number, { id: number; title: string }[]>();
  if (!ids.length) return tags;
  const rows = await db
    .selectFrom('post_tags')
    .innerJoin('tags', 'tags.id', 'post_tags.tag_id')
    .select(['post_tags.post_id', 'tags.id', 'tags.title'])
    .where('post_tags.post_id', 'in', [...ids])
    .execute();
  for (const r of rows) tags.set(r.post_id, [...(tags.get(r.post_id) ?? []), { id: r.id, title: r.title }]);
  return tags;
};

const postDocuments = async (db: DB, kind: PostKind, scope: DocumentScope) => {
  const rows = await documentRows(
    db
      .selectFrom('posts')
      .where('posts.kind', '=', kind)
      .select(['id', 'title', 'author', 'source', 'excerpt', 'body', 'date_published']),
    'posts',
    scope,
  );
  const tags = await tagsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    names: r.author ?? '',
    tags: [r.source, ...(tags.get(r.id) ?? []).map((t) => t.title)].filter(Boolean).join(' · '),
    body: [plainText(r.excerpt), plainText(r.body)].filter(Boolean).join(' '),
    tagIds: (tags.get(r.id) ?? []).map((t) => t.id),
    visibleFrom: r.date_published,
  }));
};

/** A post of `kind` among the rows a change touches (a post can move between kinds). */
const ofKind = (kind: PostKind, ids: string) => `SELECT id FROM posts WHERE kind = '${kind}' AND id IN (${ids})`;

const postSearch = ({ key: kind, publicKind }: PostKindDef, place: number): SearchSource => ({
  place,
  feeds: [
    { table: 'posts', items: (r) => `SELECT ${r}.id WHERE ${r}.kind = '${kind}'` },
    { table: 'post_tags', items: (r) => ofKind(kind, `SELECT ${r}.post_id`) },
    // A tag renamed changes what finds its posts.
    { table: 'tags', items: (r) => ofKind(kind, `SELECT post_id FROM post_tags WHERE tag_id = ${r}.id`) },
  ],
  documents: (db, scope) => postDocuments(db, kind, scope),
  cards: (db, ids) =>
    publicArticleCards(
      db,
      db
        .selectFrom('posts')
        .where('posts.kind', '=', kind)
        .select([...CARD_COLUMNS, 'header_image_id as image_id', kickerOf(publicKind)]),
      'posts',
      ids,
    ),
});

export const newsSearch = postSearch(NEWS, 0);
export const pressReleaseSearch = postSearch(PRESS_RELEASE, 1);
export const blogPostSearch = postSearch(BLOG_POST, 2);
