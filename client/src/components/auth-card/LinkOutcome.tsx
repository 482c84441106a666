// What an emailed-link screen (verify, cancel an RSVP) shows once the link has done its work.
import { Alert, Anchor, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Where to go from here: an underlined link, as on every emailed-link screen. */
export function NextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} underline="always">
      {children}
    </Anchor>
  );
}

/** The server's message as a success, then where to go next. */
export function LinkSucceeded({ message, next }: { message: string; next: ReactNode }) {
  return (
    <Stack gap="md">
      <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} aria-hidden />} role="status">
        {message}
      </Alert>
      {next}
    </Stack>
  );
}
