import { PostListPage } from './PostListAdminPage';

/** /admin/arttextstyle/arttextstyle: the blog's posts. */
export default function BlogPostsPage() {
  return <PostListPage kind="blogPost" />;
}
