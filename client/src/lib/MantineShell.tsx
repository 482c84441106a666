// Mantine for the admin and the sign-in screens only: its provider, its CSS and its modals load with
// their chunks, never with the public pages (docs/decisions/010-server-rendering.md).
import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import type { ReactNode } from 'react';
import { cssVariables, theme } from './theme';

export function MantineShell({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariables}>
      <ModalsProvider>{children}</ModalsProvider>
    </MantineProvider>
  );
}
