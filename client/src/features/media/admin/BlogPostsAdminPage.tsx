import { PostListAdminPage } from './PostListAdminPage';

/** /admin/arttextstyle/arttextstyle: the blog's posts. */
export default function BlogPostsAdminPage() {
  return <PostListAdminPage kind="blogPost" />;
}
