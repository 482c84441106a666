import { AppShell, Box, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useRouteFlags } from '#client/lib/route-flags';
import { useDisclosure } from '@mantine/hooks';
import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { MantineShell } from '#client/lib/MantineShell';
import { useMe } from '#client/features/auth/api';
import { useWaitingComments } from '#client/features/media/api';
import { useNewSubmissionCount } from '#client/features/forms/api';
import { getToken } from '#client/lib/auth-token';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { AdminHeader } from './AdminHeader';
import { AdminNavbar } from '#client/components/admin/AdminNavbar';

const FullPageLoader = () => (
  <Center h="100vh">
    <Loader aria-label="Loading" />
  </Center>
);

/**
 * The back office shell: no token goes to /login; a loader shows until the
 * signed-in staff member has loaded; then header, sidebar and the page.
 */
export default function AdminLayout() {
  return (
    <MantineShell>
      <AdminShell />
    </MantineShell>
  );
}

/**
 * The sidebar with its counts of work waiting (comments to approve, new submissions in the inbox),
 * fetched once signed in.
 */
function Sidebar({ onNavigate }: { onNavigate: () => void }) {
  const waiting = useWaitingComments().data?.waiting ?? 0;
  const submissions = useNewSubmissionCount().data?.count ?? 0;
  return (
    <AdminNavbar
      onNavigate={onNavigate}
      counts={{ '/admin/arttextstyle/comments': waiting, '/admin/inbox': submissions }}
    />
  );
}

function AdminShell() {
  useDocumentTitle();
  const hasToken = getToken() !== null;
  const { pathname, search } = useLocation();
  const [navOpened, nav] = useDisclosure(false);
  const me = useMe({ enabled: hasToken, staleTime: 5 * 60_000 });
  const flags = useRouteFlags();

  if (!hasToken) return <Navigate to={`/login?next=${encodeURIComponent(pathname + search)}`} replace />;
  if (me.isPending) return <FullPageLoader />;
  if (!me.data)
    // A 401 has already been sent to /login by the error policy; this is a lost connection or a 5xx.
    return (
      <Center h="100vh">
        <Stack align="center" gap="sm">
          <Text>Your account could not be loaded.</Text>
          <Button variant="light" onClick={() => void me.refetch()} loading={me.isFetching}>
            Try again
          </Button>
        </Stack>
      </Center>
    );

  // The door view: the page alone, for a phone at the entrance (still signed in, still guarded).
  if (flags.bare)
    return (
      <Box component="main" id="main" p="sm" bg="gray.0" mih="100vh">
        <Suspense fallback={<FullPageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
    );

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
      padding="lg"
      bg="gray.0"
    >
      <AppShell.Header>
        <AdminHeader user={me.data} navOpened={navOpened} onToggleNav={nav.toggle} />
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        <Sidebar onNavigate={nav.close} />
      </AppShell.Navbar>
      <AppShell.Main id="main">
        <Suspense
          fallback={
            <Center h="40vh">
              <Loader aria-label="Loading" />
            </Center>
          }
        >
          <Outlet />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
