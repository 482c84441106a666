import { STATUS_GROUP } from '#client/components/admin/AdminFilterBar';
import { AdminListPage } from '#client/components/admin/AdminListPage';
import { useAdminCrudList } from '#client/components/admin/use-admin-crud-list';
import { POST_HOOKS, type PostKindKey } from '#client/features/media/api';
import { POST_SCREENS, postTable } from '#client/features/media/admin/posts/post-screens';
import { PostDrawer } from '#client/features/media/admin/posts/PostDrawer';

const statusOnly = () => [STATUS_GROUP];

/** The news, press releases or blog posts table; `kind` must stay the same for a mounted page. */
export function PostListAdminPage({ kind }: { kind: PostKindKey }) {
  const hooks = POST_HOOKS[kind];
  const crud = useAdminCrudList({
    table: postTable(POST_SCREENS[kind]),
    useList: hooks.useList,
    useRemove: hooks.useRemove,
    filters: {
      keys: ['status'],
      useGroups: statusOnly,
      toInput: (f) => ({ status: f.status as '0' | '1' | undefined }),
    },
  });
  return <AdminListPage crud={crud} form={(id, onClose) => <PostDrawer kind={kind} id={id} onClose={onClose} />} />;
}
