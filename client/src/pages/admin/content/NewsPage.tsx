import { PostListPage } from './PostListPage';

/** /admin/content/in-the-news */
export default function NewsPage() {
  return <PostListPage kind="news" />;
}
