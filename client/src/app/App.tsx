import './fonts.css';
import './global.css';
import './a11y.css';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toasts } from '../components/public/ui/Toasts';
import { createTrpcClient, trpc } from '../lib/trpc';
import { HydrationMark } from '../lib/hydration-mark';
import { ServerErrorDialog } from './ServerErrorDialog';
import { SiteOriginContext } from '../lib/site-origin';
import { RouteTableContext } from '../lib/route-flags';
import { ROUTES } from './route-table';

/**
 * Everything around the router, the same on the server and in the browser. No UI library here: the
 * admin and sign-in screens bring Mantine with their own chunks (MantineShell).
 */
interface Props {
  queryClient: QueryClient;
  /** the site's public origin, for canonical and share URLs */
  origin: string;
  children: ReactNode;
  /** false while a layout that marks hydration itself (inside its Suspense) is being hydrated */
  markHydration?: boolean;
}

export function AppProviders({ queryClient, origin, children, markHydration = true }: Props) {
  const [trpcClient] = useState(createTrpcClient);
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        {markHydration && <HydrationMark />}
        <SiteOriginContext value={origin}>
          <RouteTableContext value={ROUTES}>{children}</RouteTableContext>
        </SiteOriginContext>
        <Toasts />
        <ServerErrorDialog />
      </QueryClientProvider>
    </trpc.Provider>
  );
}
