import { Button, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useCancelRsvp } from '../features/events/api';
import { AuthCard } from './auth/AuthCard';
import { describeFailure } from './auth/auth-errors';
import { FormAlert } from './auth/FormAlert';
import { LinkSucceeded, NextLink } from './auth/LinkOutcome';
import { MissingToken } from './auth/MissingToken';

/**
 * The cancel link of an RSVP confirmation email. Cancelling takes a click: mail scanners and link
 * previews open links on their own, and must not free a visitor's places.
 */
export default function RsvpCancelPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const cancel = useCancelRsvp();
  const failure = cancel.isError ? describeFailure(cancel.error, ['token']).alert : null;
  const home = <NextLink to="/events">See what is on at the gallery</NextLink>;

  return (
    <AuthCard title="Cancel your reservation">
      {!token ? (
        <MissingToken what="reservation" to="/events" linkLabel="See what is on at the gallery" />
      ) : cancel.isSuccess ? (
        <LinkSucceeded message={cancel.data.message} next={home} />
      ) : (
        <Stack gap="md">
          <Text>Can you no longer come? Cancel your reservation and your places go to other guests.</Text>
          <FormAlert message={failure} />
          <Button loading={cancel.isPending} disabled={cancel.isError} onClick={() => cancel.mutate({ token })}>
            Cancel my reservation
          </Button>
          {home}
        </Stack>
      )}
    </AuthCard>
  );
}
