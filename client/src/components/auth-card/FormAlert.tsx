import { Alert, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The one failure sentence of an auth form, read out as soon as it appears; `children` offers a way on. */
export function FormAlert({ message, children }: { message: string | null; children?: ReactNode }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />} role="alert">
      <Stack gap={6} align="flex-start">
        {message}
        {children}
      </Stack>
    </Alert>
  );
}
