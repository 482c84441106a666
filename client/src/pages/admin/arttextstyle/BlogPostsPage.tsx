import { PostListPage } from '../content/PostListPage';

/** /admin/arttextstyle/arttextstyle: the blog's posts. */
export default function BlogPostsPage() {
  return <PostListPage kind="blogPost" />;
}
