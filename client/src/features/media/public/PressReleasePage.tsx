import { PRESS_VIEW } from './post-kind';
import { PostPage, postPrefetch } from './PostPage';

export default function PressReleasePage() {
  return <PostPage kind={PRESS_VIEW} />;
}

export const prefetch = postPrefetch(PRESS_VIEW);
