import { Center, Loader } from '@mantine/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The bare layout of the auth screens and /404. */
export default function EmptyLayout() {
  useDocumentTitle();
  return (
    <Suspense
      fallback={
        <Center h="100vh">
          <Loader aria-label="Loading" />
        </Center>
      }
    >
      <Outlet />
    </Suspense>
  );
}
