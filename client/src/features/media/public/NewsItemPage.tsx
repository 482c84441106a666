import { NEWS_VIEW } from './post-kind';
import { PostPage, postPrefetch } from './PostPage';

export default function NewsItemPage() {
  return <PostPage kind={NEWS_VIEW} />;
}

export const prefetch = postPrefetch(NEWS_VIEW);
