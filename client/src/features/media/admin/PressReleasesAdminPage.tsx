import { PostListPage } from './PostListAdminPage';

/** /admin/content/press-releases */
export default function PressReleasesPage() {
  return <PostListPage kind="pressRelease" />;
}
