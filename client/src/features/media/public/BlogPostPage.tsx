import { lazy, Suspense, useState } from 'react';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { slugPageQuery } from '#client/lib/page-query';
import { PageSection } from '#client/components/public/PageSection';
import { PublicDetailPage } from '#client/components/public/shells/PublicDetailPage';
import { Button, MoreLink } from '#client/components/public/ui/controls';
import { trpc } from '#client/lib/trpc';
import classes from './media.module.css';
import { PostArticle, PostArticleSkeleton } from './PostArticle';
import { PostCards } from './PostCards';
import { postMeta } from './PostPage';
import { BLOG_VIEW, type BlogPost, publishedDay } from './post-kind';

// The form brings zod (the shared comment schema): it loads when the reader opens it.
const CommentForm = lazy(() => import('./CommentForm'));

/** The post, named once for the page's hook and its server prefetch. */
const postQuery = slugPageQuery(trpc.postsPublic.blog.bySlug);

function Comments({ post }: { post: BlogPost }) {
  const [writing, setWriting] = useState(false);
  const n = post.comments.length;
  return (
    <section className={classes.comments} aria-labelledby="comments-title">
      <h2 id="comments-title" className={classes.commentsTitle}>
        {n === 0 ? 'Comments' : n === 1 ? 'One comment' : `${n} comments`}
      </h2>
      {n > 0 ? (
        <ol className={classes.commentList}>
          {post.comments.map((c) => (
            <li key={c.id} className={classes.comment}>
              <p className={classes.commentMeta}>
                <span className={classes.commentName}>{c.name}</span> ·{' '}
                <time dateTime={c.created_at}>{publishedDay(c.created_at)}</time>
              </p>
              {/* Plain text as the reader wrote it: React escapes it, line breaks are kept by CSS. */}
              <p className={classes.commentBody}>{c.body}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className={classes.commentEmpty}>No comments yet. Be the first to write one.</p>
      )}
      {writing ? (
        <Suspense fallback={<p className={classes.commentEmpty}>Loading the form…</p>}>
          <CommentForm postId={post.id} />
        </Suspense>
      ) : (
        <Button variant="outline" onClick={() => setWriting(true)}>
          Write a comment
        </Button>
      )}
    </section>
  );
}

function Neighbours({ post }: { post: BlogPost }) {
  if (!post.previous_slug && !post.next_slug) return null;
  return (
    <nav className={classes.neighbours} aria-label="More posts">
      {post.previous_slug ? (
        <Link to={BLOG_VIEW.itemPath(post.previous_slug)} rel="prev" className={classes.neighbour}>
          <IconArrowLeft size={16} stroke={1.5} aria-hidden /> Previous post
        </Link>
      ) : (
        <span />
      )}
      {post.next_slug && (
        <Link to={BLOG_VIEW.itemPath(post.next_slug)} rel="next" className={classes.neighbour}>
          Next post <IconArrowRight size={16} stroke={1.5} aria-hidden />
        </Link>
      )}
    </nav>
  );
}

/** /media/arttextstyle/{slug}: the post, previous and next, comments and the form, three more. */
export default function BlogPostPage() {
  return (
    <PublicDetailPage
      item={postQuery.useQuery().data}
      name={(p) => p.title}
      meta={postMeta(BLOG_VIEW)}
      skeleton={<PostArticleSkeleton />}
    >
      {(post) => (
        <>
          <PostArticle kind={BLOG_VIEW} post={post}>
            <Neighbours post={post} />
            <Comments post={post} />
          </PostArticle>
          {post.random_posts.length > 0 && (
            <PageSection
              id="more-posts"
              title="More to read"
              action={<MoreLink to={BLOG_VIEW.listPath}>All posts</MoreLink>}
            >
              <PostCards kind={BLOG_VIEW} posts={post.random_posts} label="More to read" />
            </PageSection>
          )}
        </>
      )}
    </PublicDetailPage>
  );
}

export const prefetch = postQuery.prefetch;
