import { PostListPage } from './PostListPage';

/** /admin/content/press-releases */
export default function PressReleasesPage() {
  return <PostListPage kind="pressRelease" />;
}
