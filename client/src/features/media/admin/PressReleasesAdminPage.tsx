import { PostListAdminPage } from './PostListAdminPage';

/** /admin/content/press-releases */
export default function PressReleasesAdminPage() {
  return <PostListAdminPage kind="pressRelease" />;
}
