import { AdminListPage } from '#client/components/admin/AdminListPage';
import { STATUS_FILTER } from '#client/components/admin/use-admin-crud-list';
import { POST_HOOKS, type PostKindKey } from '#client/features/media/api';
import { POST_SCREENS, postTable } from '#client/features/media/admin/posts/post-screens';
import { PostDrawer } from '#client/features/media/admin/posts/PostDrawer';

/** The news, press releases or blog posts table; `kind` must stay the same for a mounted page. */
export function PostListAdminPage({ kind }: { kind: PostKindKey }) {
  const hooks = POST_HOOKS[kind];
  return (
    <AdminListPage
      table={postTable(POST_SCREENS[kind])}
      useList={hooks.useList}
      useRemove={hooks.useRemove}
      filters={STATUS_FILTER}
      form={(id, onClose) => <PostDrawer kind={kind} id={id} onClose={onClose} />}
    />
  );
}
