import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** The one failure sentence of an auth form, read out as soon as it appears. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden />} role="alert">
      {message}
    </Alert>
  );
}
