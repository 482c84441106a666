import { BLOG_VIEW } from './post-kind';
import { PostListPage, postListPrefetch } from './PostListPage';

export default function BlogListPage() {
  return <PostListPage kind={BLOG_VIEW} />;
}

export const prefetch = postListPrefetch(BLOG_VIEW);
