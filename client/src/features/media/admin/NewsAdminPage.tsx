import { PostListPage } from './PostListAdminPage';

/** /admin/content/in-the-news */
export default function NewsPage() {
  return <PostListPage kind="news" />;
}
