import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useCancelRsvp } from '../features/events/api';
import { AuthCard } from './auth/AuthCard';
import { describeFailure } from './auth/auth-errors';
import { FormAlert } from './auth/FormAlert';
import { MissingToken } from './auth/MissingToken';

/**
 * The cancel link of an RSVP confirmation email. Cancelling takes a click: mail scanners and link
 * previews open links on their own, and must not free a visitor's places.
 */
export default function RsvpCancelPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const cancel = useCancelRsvp();
  const failure = cancel.isError ? describeFailure(cancel.error, ['token']).alert : null;
  const home = (
    <Anchor component={Link} to="/events" underline="always">
      See what is on at the gallery
    </Anchor>
  );

  return (
    <AuthCard title="Cancel your reservation">
      {!token ? (
        <MissingToken what="reservation" to="/events" linkLabel="See what is on at the gallery" />
      ) : cancel.isSuccess ? (
        <Stack gap="md">
          <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} aria-hidden />} role="status">
            {cancel.data.message}
          </Alert>
          {home}
        </Stack>
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
