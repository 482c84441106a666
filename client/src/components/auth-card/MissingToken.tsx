import { Stack, Text } from '@mantine/core';
import { NextLink } from './LinkOutcome';

/** What an emailed-link screen shows when it was opened without its token. */
export function MissingToken({
  what,
  to = '/login',
  linkLabel = 'Go to log in',
}: {
  what: string;
  to?: string;
  linkLabel?: string;
}) {
  return (
    <Stack gap="md">
      <Text>
        This page needs the link from your {what} email. Please open the link from the email again, or ask for a new
        one.
      </Text>
      <NextLink to={to}>{linkLabel}</NextLink>
    </Stack>
  );
}
