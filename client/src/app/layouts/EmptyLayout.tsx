import { Outlet } from 'react-router';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { PageSuspense } from './PageSuspense';

/**
 * The bare layout of the auth screens and /404. It loads no UI library: /404 is served as HTML and
 * stays as light as the public pages; the sign-in screens get Mantine with their own chunks
 * (routes.tsx).
 */
export default function EmptyLayout() {
  useDocumentTitle();
  return (
    <PageSuspense fullHeight>
      <Outlet />
    </PageSuspense>
  );
}
