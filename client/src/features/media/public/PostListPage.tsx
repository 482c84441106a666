import { getQueryKey } from '@trpc/react-query';
import { Link, useSearchParams } from 'react-router';
import { fetchQuery } from '#client/lib/prefetch';
import type { Prefetch } from '#client/lib/ssr-data';
import { EmptyState } from '#client/components/public/shells/EmptyState';
import { PublicListPage } from '#client/components/public/shells/PublicListPage';
import { trpc } from '#client/lib/trpc';
import { itemsOf } from '#client/lib/page-query';
import classes from './media.module.css';
import { MEDIA_TRAIL } from './media-paths';
import { PostCards, PostCardsSkeleton } from './PostCards';
import { BLOG_VIEW, listQueryOf, type PostKindView } from './post-kind';

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
  const list = listQueryOf(kind).usePages(input);
  const posts = itemsOf(list);
  const tagId = input.tags?.[0];
  const tagTitle = tagId && posts.flatMap((p) => p.tags).find((t) => t.id === tagId)?.title;

  return (
    <PublicListPage
      eyebrow={kind.eyebrow}
      title={kind.plural}
      lead={kind.lead}
      path={kind.listPath}
      image={posts[0]?.header_image}
      trail={[MEDIA_TRAIL, { name: kind.plural, path: kind.listPath }]}
      feed={kind.feed}
      toolbar={
        kind === BLOG_VIEW ? (
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
        )
      }
      pending={list.isPending}
      count={posts.length}
      skeleton={<PostCardsSkeleton count={6} />}
      empty={
        <EmptyState
          title="Nothing here yet"
          text={
            tagId !== undefined
              ? 'No post carries this topic yet. Choose another, or read them all.'
              : 'Come back soon, or join the mailing list to hear first.'
          }
        />
      }
      more={list}
    >
      <PostCards kind={kind} posts={posts} label={kind.plural} eager={1} />
    </PublicListPage>
  );
}

export const postListPrefetch =
  (kind: PostKindView): Prefetch =>
  (ctx) =>
    Promise.all([
      listQueryOf(kind).prefetch(ctx, listInput(ctx.url.searchParams)),
      kind === BLOG_VIEW &&
        fetchQuery(ctx, getQueryKey(trpc.postsPublic.blog.tags, undefined, 'query'), () =>
          ctx.caller.postsPublic.blog.tags(),
        ),
    ]);
