// What visitors read of news, press releases and the arttextstyle blog, and the comment form.
// Public posts only (active, date_published come): anything else is a 404.
import { z } from 'zod';
import { slugInput } from '#shared/schemas/catalogue-public';
import { messageOutput } from '#shared/schemas/list';
import {
  blogPostOutput,
  commentInput,
  latestPostOutput,
  postCardsOutput,
  postDetailOutput,
  pressReleaseOutput,
  publicNewsListInput,
  publicPostListInput,
  tagsInUseOutput,
} from '#shared/schemas/post';
import { rest } from '#server/trpc/rest';
import { router } from '#server/trpc/trpc';
import { postComment } from './comment.service';
import { BLOG_POST, NEWS, PRESS_RELEASE } from './post-kinds';
import * as posts from './public-post.service';

const { publicGet, publicPost } = rest('media');

export const postsPublicRouter = router({
  news: router({
    // Before /public/news/{slug}, whose {slug} would otherwise take the words 'latest' and 'list'.
    latest: publicGet('/public/news/latest', 'The newest published news item, or null')
      .input(z.void())
      .output(latestPostOutput)
      .query(({ ctx }) => posts.latestPublic(ctx.deps, NEWS)),
    list: publicGet(
      '/public/news/list',
      'Published news: latest_id (left out), sort (newest_to_oldest), page, tags, year',
    )
      .input(publicNewsListInput)
      .output(postCardsOutput)
      .query(({ ctx, input }) => posts.listPublic(ctx.deps, NEWS, input)),
    bySlug: publicGet('/public/news/{slug}', 'One published news item')
      .input(slugInput)
      .output(postDetailOutput)
      .query(({ ctx, input }) => posts.newsBySlug(ctx.deps, input.slug)),
  }),
  pressRelease: router({
    latest: publicGet('/public/press-releases/latest', 'The newest published press release, or null')
      .input(z.void())
      .output(latestPostOutput)
      .query(({ ctx }) => posts.latestPublic(ctx.deps, PRESS_RELEASE)),
    list: publicGet('/public/press-releases/list', 'Published press releases: tags, sort (newest_to_oldest), page')
      .input(publicPostListInput)
      .output(postCardsOutput)
      .query(({ ctx, input }) => posts.listPublic(ctx.deps, PRESS_RELEASE, input)),
    bySlug: publicGet('/public/press-releases/{slug}', 'One published press release (current) and others (random_list)')
      .input(slugInput)
      .output(pressReleaseOutput)
      .query(({ ctx, input }) => posts.pressReleaseBySlug(ctx.deps, input.slug)),
  }),
  blog: router({
    list: publicGet('/public/arttextstyles', 'Published arttextstyle posts: tags, sort (newest_to_oldest), page')
      .input(publicPostListInput)
      .output(postCardsOutput)
      .query(({ ctx, input }) => posts.listPublic(ctx.deps, BLOG_POST, input)),
    bySlug: publicGet(
      '/public/arttextstyles/{slug}',
      'One published arttextstyle post: approved comments, next and previous slug, three more',
    )
      .input(slugInput)
      .output(blogPostOutput)
      .query(({ ctx, input }) => posts.blogPostBySlug(ctx.deps, input.slug)),
    tags: publicGet('/public/tags/arttextstyle', 'The tags published arttextstyle posts carry, A-Z')
      .input(z.void())
      .output(tagsInUseOutput)
      .query(({ ctx }) => posts.tagsInUse(ctx.deps, BLOG_POST)),
    comment: publicPost(
      '/public/comments',
      'Comment on an arttextstyle post (post, name, email, comment): held until staff approve it',
    )
      .input(commentInput)
      .output(messageOutput)
      .mutation(({ ctx, input }) => postComment(ctx.deps, input, ctx.ip)),
  }),
});
