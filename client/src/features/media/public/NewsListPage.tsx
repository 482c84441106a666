import { NEWS_VIEW } from './post-kind';
import { PostListPage, postListPrefetch } from './PostListPage';

export default function NewsListPage() {
  return <PostListPage kind={NEWS_VIEW} />;
}

export const prefetch = postListPrefetch(NEWS_VIEW);
