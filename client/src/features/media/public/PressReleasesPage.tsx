import { PRESS_VIEW } from './post-kind';
import { PostListPage, postListPrefetch } from './PostListPage';

export default function PressReleasesPage() {
  return <PostListPage kind={PRESS_VIEW} />;
}

export const prefetch = postListPrefetch(PRESS_VIEW);
