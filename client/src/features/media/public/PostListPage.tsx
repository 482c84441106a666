import { getQueryKey } from '@trpc/react-query';
import { Link, useSearchParams } from 'react-router';
import { fetchFirstPage, fetchQuery } from '#client/lib/prefetch';
import type { Prefetch } from '#client/lib/ssr-data';
import page from '#client/components/public/page.module.css';
import { PageMeta } from '#client/components/public/seo/PageMeta';
import { trpc } from '#client/lib/trpc';
import { usePagedQuery } from '#client/lib/use-paged-query';
import { LoadMorePages } from '#client/components/public/artworks/ArtworkGrid';
import classes from './media.module.css';
import { MEDIA_TRAIL } from './media-paths';
import { PostCards, PostCardsSkeleton } from './PostCards';
import { BLOG_VIEW, listProcOf, type PostKindView } from './post-kind';

/** The list's input from the URL (one tag at a time: a clicked tag), for the page and its prefetch. */
const listInput = (params: URLSearchParams) => {
  const tag = Number(params.get('tags'));
  return { tags: Number.isInteger(tag) && tag > 0 ? [tag] : undefined };
};

/** The blog's tags as links: the list filtered by one, or all. */
function TagFilter({ kind, selected }: { kind: PostKindView; selected: number | undefined }) {
  const tags = trpc.postsPublic.blog.tags.useQuery(undefined, { staleTime: 5 * 60_000 });
  const list = tags.data?.data ?? [];
  if (list.length === 0) return null;
  return (
    <nav aria-label="Topics" className={classes.tagBar}>
      <ul className={classes.tagList}>
        <li>
          <Link to={kind.listPath} className={classes.tag} aria-current={selected === undefined ? 'page' : undefined}>
            All
          </Link>
        </li>
        {list.map((t) => (
          <li key={t.id}>
            <Link
              to={`${kind.listPath}?tags=${t.id}`}
              className={classes.tag}
              aria-current={selected === t.id ? 'page' : undefined}
            >
              {t.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /media/in-the-news, /media/press-releases, /media/arttextstyle: newest first, 12 more as one scrolls. */
export function PostListPage({ kind }: { kind: PostKindView }) {
  const [params] = useSearchParams();
  const input = listInput(params);
  const utils = trpc.useUtils();
  const client = utils.client.postsPublic[kind.key].list as typeof utils.client.postsPublic.blog.list;
  const list = usePagedQuery(getQueryKey(listProcOf(kind), input, 'infinite'), (p) =>
    client.query({ ...input, page: p }),
  );
  const posts = (list.data?.pages ?? []).flatMap((p) => p.data);
  const tagId = input.tags?.[0];
  const tagTitle = tagId && posts.flatMap((p) => p.tags).find((t) => t.id === tagId)?.title;

  return (
    <div className={page.container}>
      <PageMeta
        title={kind.plural}
        description={kind.lead}
        path={kind.listPath}
        image={posts[0]?.header_image}
        trail={[MEDIA_TRAIL, { name: kind.plural, path: kind.listPath }]}
        feed={kind.feed}
      />
      <header className={page.pageHead}>
        <p className={page.eyebrow}>{kind.eyebrow}</p>
        <h1 className={page.pageTitle}>{kind.plural}</h1>
        <p className={page.lead}>{kind.lead}</p>
      </header>

      {kind === BLOG_VIEW ? (
        <TagFilter kind={kind} selected={tagId} />
      ) : (
        tagId !== undefined && (
          <p className={classes.filterNote}>
            Tagged <strong>{tagTitle || 'this topic'}</strong> ·{' '}
            <Link to={kind.listPath} className={classes.inlineLink}>
              Show all
            </Link>
          </p>
        )
      )}

      {list.isPending ? (
        <PostCardsSkeleton count={6} />
      ) : posts.length === 0 ? (
        <div className={page.empty} role="status">
          <p className={page.emptyTitle}>Nothing here yet</p>
          <p className={page.emptyText}>
            {tagId !== undefined
              ? 'No post carries this topic yet. Choose another, or read them all.'
              : 'Come back soon, or join the mailing list to hear first.'}
          </p>
        </div>
      ) : (
        <PostCards kind={kind} posts={posts} label={kind.plural} eager={1} />
      )}
      <LoadMorePages list={list} mode="scroll" />
    </div>
  );
}

export const postListPrefetch =
  (kind: PostKindView): Prefetch =>
  (ctx) => {
    const input = listInput(ctx.url.searchParams);
    const caller = ctx.caller.postsPublic[kind.key];
    return Promise.all([
      fetchFirstPage(ctx, getQueryKey(listProcOf(kind), input, 'infinite'), (p) => caller.list({ ...input, page: p })),
      kind === BLOG_VIEW &&
        fetchQuery(ctx, getQueryKey(trpc.postsPublic.blog.tags, undefined, 'query'), () =>
          ctx.caller.postsPublic.blog.tags(),
        ),
    ]);
  };
