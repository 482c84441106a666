import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/cormorant-garamond/400.css';
import '@fontsource/cormorant-garamond/500.css';
import '@fontsource/cormorant-garamond/600.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { TOAST_MS } from '#shared/constants';
import { createTrpcClient, trpc } from '../lib/trpc';
import { cssVariables, theme } from './theme';
import { HydrationMark } from './hydration-mark';
import { SiteOriginContext } from './site-origin';

/** Everything around the router, the same on the server and in the browser. */
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
        <MantineProvider theme={theme} cssVariablesResolver={cssVariables}>
          <ModalsProvider>
            <Notifications autoClose={TOAST_MS} position="top-center" />
            {markHydration && <HydrationMark />}
            <SiteOriginContext value={origin}>{children}</SiteOriginContext>
          </ModalsProvider>
        </MantineProvider>
      </QueryClientProvider>
    </trpc.Provider>
  );
}
