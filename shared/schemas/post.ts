// News, press releases and arttextstyle blog posts: one post with a kind. Admin lists
// and forms, the public reads, and readers' comments (moderated: only approved ones are public).
import { z } from 'zod';
import { NAME_MAX, TITLE_MAX } from '#shared/constants';
import { MSG } from '#shared/messages';
import { COMMENT_MAX, COMMENT_MIN, COMMENT_RECEIVED } from '#shared/posts';
import { email, idList, optionalText, page, personName, requiredText, status, url } from '#shared/validation';
import { optionalRef, optionalSlug, refList } from '#shared/schemas/catalogue-fields';
import { imageOutput } from '#shared/schemas/image';
import {
  adminListInput,
  countedList,
  crudSchemas,
  pagedData,
  rowStamps,
  statusOutput,
  withId,
} from '#shared/schemas/list';
import { lookupItem } from '#shared/schemas/lookup';
import { publishAt } from '#shared/schemas/media-fields';

export const POST_KINDS = ['news', 'press_release', 'arttextstyle'] as const;
export type PostKindKey = (typeof POST_KINDS)[number];

export const ADMIN_POST_SORTS = ['title', 'author', 'date_published', 'status', 'created_at', 'updated_at'] as const;
export const POST_SEARCH_TYPES = ['title', 'author', 'body', 'all'] as const;

/** An empty query parameter (`?status=`) means "not given". */
const blankAsMissing = (v: unknown) => (v === '' || v === null ? undefined : v);

/**
 * GET /admin/news, /admin/press-releases, /admin/art-text-styles: status, types (tag ids: posts
 * carrying any of them), search in search_type, sort (title), order (asc), page, limit.
 */
export const postListInput = adminListInput(ADMIN_POST_SORTS, 'title').extend({
  status: z.preprocess(blankAsMissing, z.enum(['0', '1']).optional()),
  types: idList(),
  search_type: z.preprocess(blankAsMissing, z.enum(POST_SEARCH_TYPES).default('title')),
});
export type PostListInput = z.input<typeof postListInput>;

const postFields = z.object({
  title: requiredText(TITLE_MAX),
  slug: optionalSlug(),
  author: optionalText(NAME_MAX),
  /** where a news item appeared ('The Textile Review') */
  source: optionalText(TITLE_MAX),
  external_url: url(),
  status: status(),
  date_published: publishAt(),
  /** the list cards' and feeds' summary; made from the body when empty */
  excerpt: optionalText(1000),
  /** rich text, sanitised on the server */
  body: optionalText(65535),
  header_image_id: optionalRef(),
  /** tag ids, in order */
  tags: refList(),
});

export const postInput = postFields;
export type PostInput = z.input<typeof postInput>;
export const postUpdateInput = withId(postFields);

export const postOutput = z.object({
  id: z.number(),
  kind: z.enum(POST_KINDS),
  title: z.string(),
  slug: z.string(),
  author: z.string().nullable(),
  source: z.string().nullable(),
  external_url: z.string().nullable(),
  status: statusOutput,
  date_published: z.string().nullable(),
  /** active and its date_published has come: what visitors can read now */
  is_public: z.boolean(),
  excerpt: z.string().nullable(),
  body: z.string().nullable(),
  header_image_id: z.number().nullable(),
  header_image: imageOutput.nullable(),
  tags: z.array(lookupItem),
  /** approved comments (the blog) */
  comments_count: z.number(),
  ...rowStamps,
});
export type PostDto = z.infer<typeof postOutput>;

/** What a create, an edit or a delete answers: the spec's message. */
export const postSavedOutput = z.object({ message: z.string(), item: postOutput });
export const postCrud = {
  ...crudSchemas(postListInput, postInput, postUpdateInput, postOutput),
  savedOutput: postSavedOutput,
};
export const postListOutput = postCrud.listOutput;

// Public reads.

export const PUBLIC_POST_SORTS = ['newest_to_oldest', 'oldest_to_newest', 'title_a_z', 'title_z_a'] as const;
export type PublicPostSort = (typeof PUBLIC_POST_SORTS)[number];

/** Tag ids of a public filter: '?tags=3,5', '?tags[]=3' or one id; anything else is ignored. */
const tagIds = () =>
  z.preprocess((v) => {
    if (v === undefined || v === '' || v === null) return undefined;
    const list = (Array.isArray(v) ? v : String(v).split(',')).map((x) => Number(x));
    return list.filter((n) => Number.isInteger(n) && n > 0).slice(0, 20);
  }, z.array(z.number()).optional());

const publicSort = () => z.preprocess(blankAsMissing, z.enum(PUBLIC_POST_SORTS).default('newest_to_oldest'));

/** GET /public/news/list: latest_id (the lead item shown above the list, left out of it), sort, page, tags, year. */
export const publicNewsListInput = z.object({
  latest_id: z.preprocess(blankAsMissing, z.coerce.number().int().positive().optional()),
  sort: publicSort(),
  page: page(),
  tags: tagIds(),
  year: z.preprocess(
    blankAsMissing,
    z.coerce.number({ error: MSG.number }).int(MSG.number).min(1900).max(2999).optional(),
  ),
});
export type PublicNewsListInput = z.input<typeof publicNewsListInput>;

/** GET /public/press-releases/list and /public/arttextstyles: tags, sort (newest_to_oldest), page. */
export const publicPostListInput = z.object({ tags: tagIds(), sort: publicSort(), page: page() });
export type PublicPostListInput = z.input<typeof publicPostListInput>;

export const postCardOutput = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  author: z.string().nullable(),
  source: z.string().nullable(),
  external_url: z.string().nullable(),
  date_published: z.string(),
  excerpt: z.string().nullable(),
  header_image: imageOutput.nullable(),
  tags: z.array(lookupItem),
});
export type PostCard = z.infer<typeof postCardOutput>;
export const postCardsOutput = pagedData(postCardOutput);
/** The newest item of a kind, or null when none is public. */
export const latestPostOutput = postCardOutput.nullable();

export const postDetailOutput = postCardOutput.extend({
  body: z.string().nullable(),
  updated_at: z.string(),
});
export type PostDetail = z.infer<typeof postDetailOutput>;

/** GET /public/press-releases/{slug}: the release and others beside it. */
export const pressReleaseOutput = z.object({ current: postDetailOutput, random_list: z.array(postCardOutput) });

export const publicCommentOutput = z.object({
  id: z.number(),
  name: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export type PublicComment = z.infer<typeof publicCommentOutput>;

/** GET /public/arttextstyles/{slug}: the post, its approved comments, its neighbours, three more. */
export const blogPostOutput = postDetailOutput.extend({
  comments: z.array(publicCommentOutput),
  /** the next newer post's slug, the previous older one's */
  next_slug: z.string().nullable(),
  previous_slug: z.string().nullable(),
  random_posts: z.array(postCardOutput),
});
export type BlogPost = z.infer<typeof blogPostOutput>;

export const tagsInUseOutput = z.object({ data: z.array(lookupItem) });

// Comments.

export { COMMENT_MAX, COMMENT_MIN, COMMENT_RECEIVED };

/**
 * POST /public/comments: the post (its id), name, email, the comment as plain text. `website` is a
 * field people never see (a honeypot): a bot that fills it is thanked and nothing is kept.
 */
export const commentInput = z.object({
  post: z.preprocess(blankAsMissing, z.coerce.number({ error: MSG.required }).int(MSG.required).positive(MSG.required)),
  name: personName(),
  email: email(),
  comment: requiredText(COMMENT_MAX, COMMENT_MIN),
  website: z.string().max(2000).optional(),
});
export type CommentInput = z.input<typeof commentInput>;

export const ADMIN_COMMENT_SORTS = ['created_at', 'title', 'name', 'approved_at'] as const;
/** GET /admin/comments: sort (newest first), order, page, search, limit; status 'waiting' or 'approved'. */
export const commentListInput = adminListInput(ADMIN_COMMENT_SORTS, 'created_at').extend({
  order: z.preprocess(blankAsMissing, z.enum(['asc', 'desc']).default('desc')),
  status: z.preprocess(blankAsMissing, z.enum(['waiting', 'approved']).optional()),
});
export type CommentListInput = z.input<typeof commentListInput>;

export const commentOutput = z.object({
  id: z.number(),
  post_id: z.number(),
  /** the post's title (the spec's column "title") */
  title: z.string(),
  post_slug: z.string(),
  /** who wrote it and when: 'Ana Ruiz <ana@example.com>, March 5, 2027' */
  comment_info: z.string(),
  name: z.string(),
  email: z.string(),
  /** the comment's first words */
  preview: z.string(),
  body: z.string(),
  approved: z.boolean(),
  approved_at: z.string().nullable(),
  created_at: z.string(),
});
export type CommentDto = z.infer<typeof commentOutput>;
export const commentListOutput = countedList(commentOutput).extend({ waiting: z.number() });
export const commentWaitingOutput = z.object({ waiting: z.number() });
export const commentApprovedOutput = z.object({ message: z.string(), item: commentOutput });
