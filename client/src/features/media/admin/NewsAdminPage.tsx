import { PostListAdminPage } from './PostListAdminPage';

/** /admin/content/in-the-news */
export default function NewsAdminPage() {
  return <PostListAdminPage kind="news" />;
}
