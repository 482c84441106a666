import { getQueryKey } from '@trpc/react-query';
import { useParams } from 'react-router';
import { fetchQuery } from '#client/lib/prefetch';
import type { Prefetch } from '#client/lib/ssr-data';
import { PageSection } from '#client/components/public/PageSection';
import { MoreLink } from '#client/components/public/ui/controls';
import { articleLd, plainSummary } from '#client/components/public/seo/json-ld';
import type { PageMetaProps } from '#client/components/public/seo/PageMeta';
import { PublicDetailPage } from '#client/components/public/shells/PublicDetailPage';
import { trpc } from '#client/lib/trpc';
import { MEDIA_TRAIL } from './media-paths';
import { PostArticle, PostArticleSkeleton } from './PostArticle';
import { PostCards } from './PostCards';
import { type PostCard, type PostDetail, type PostKindView, PRESS_VIEW } from './post-kind';

/** Title, description, canonical, image, NewsArticle or BlogPosting and the trail of one post. */
export const postMeta =
  (kind: PostKindView) =>
  (post: PostDetail, origin: string): PageMetaProps => {
    const path = kind.itemPath(post.slug);
    const description = plainSummary(
      post.excerpt || plainSummary(post.body, 300) || `${post.title}: a ${kind.noun}.`,
      300,
    );
    return {
      title: post.title,
      description,
      path,
      image: post.header_image,
      imageAlt: post.title,
      type: 'article',
      feed: kind.feed,
      jsonLd: [
        articleLd(origin, {
          kind: kind.ldType,
          title: post.title,
          path,
          published_at: post.date_published,
          updated_at: post.updated_at,
          author: post.author,
          image: post.header_image,
          description,
        }),
      ],
      trail: [MEDIA_TRAIL, { name: kind.plural, path: kind.listPath }, { name: post.title, path }],
    };
  };

const useItem = (kind: PostKindView, slug: string): { post?: PostDetail; more: PostCard[] } => {
  const isPress = kind === PRESS_VIEW;
  const news = trpc.postsPublic.news.bySlug.useQuery({ slug }, { enabled: !isPress });
  const press = trpc.postsPublic.pressRelease.bySlug.useQuery({ slug }, { enabled: isPress });
  return isPress ? { post: press.data?.current, more: press.data?.random_list ?? [] } : { post: news.data, more: [] };
};

/** /media/in-the-news/{slug} and /media/press-releases/{slug} (with more releases beside it). */
export function PostPage({ kind }: { kind: PostKindView }) {
  const { slug = '' } = useParams();
  const { post, more } = useItem(kind, slug);
  const others = `More ${kind.plural.toLowerCase()}`;
  return (
    <PublicDetailPage item={post} name={(p) => p.title} meta={postMeta(kind)} skeleton={<PostArticleSkeleton />}>
      {(p) => (
        <>
          <PostArticle kind={kind} post={p} />
          {more.length > 0 && (
            <PageSection
              id="more"
              title={others}
              action={<MoreLink to={kind.listPath}>All {kind.plural.toLowerCase()}</MoreLink>}
            >
              <PostCards kind={kind} posts={more} label={others} />
            </PageSection>
          )}
        </>
      )}
    </PublicDetailPage>
  );
}

export const postPrefetch =
  (kind: PostKindView): Prefetch =>
  (ctx) => {
    const slug = ctx.params.slug ?? '';
    return kind === PRESS_VIEW
      ? fetchQuery(ctx, getQueryKey(trpc.postsPublic.pressRelease.bySlug, { slug }, 'query'), () =>
          ctx.caller.postsPublic.pressRelease.bySlug({ slug }),
        )
      : fetchQuery(ctx, getQueryKey(trpc.postsPublic.news.bySlug, { slug }, 'query'), () =>
          ctx.caller.postsPublic.news.bySlug({ slug }),
        );
  };
