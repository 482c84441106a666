import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useCancelRsvp, useRsvpToCancel } from '#client/features/events/api';
import { VisitTable } from './VisitTable';
import { AuthCard } from '#client/components/auth-card/AuthCard';
import { describeFailure } from '#client/components/auth-card/auth-errors';
import { FormAlert } from '#client/components/auth-card/FormAlert';
import { LinkSucceeded, NextLink } from '#client/components/auth-card/LinkOutcome';
import { MissingToken } from '#client/components/auth-card/MissingToken';
import { SITE_PAGES } from '#shared/site-pages';

/**
 * The cancel link of an RSVP email. The page first names what the link cancels (the show, date,
 * time and guests, as they are now: a move by staff shows here), and cancelling takes a click: mail
 * scanners and link previews open links on their own, and must not free a visitor's places.
 */
export default function RsvpCancelPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const booking = useRsvpToCancel(token);
  const cancel = useCancelRsvp();
  const error = cancel.error ?? booking.error;
  const failure = error ? describeFailure(error, ['token']).alert : null;
  const home = <NextLink to={SITE_PAGES.events}>See what is on at the gallery</NextLink>;
  const b = booking.data;

  return (
    <AuthCard title="Cancel your reservation">
      {!token ? (
        <MissingToken what="reservation" to={SITE_PAGES.events} linkLabel="See what is on at the gallery" />
      ) : cancel.isSuccess ? (
        <LinkSucceeded message={cancel.data.message} next={home} />
      ) : (
        <Stack gap="md">
          {booking.isPending ? (
            <Skeleton h={120} aria-label="Loading your reservation" />
          ) : (
            b && (
              <>
                <Text>Can you no longer come? Cancel this reservation and your places go to other guests.</Text>
                <VisitTable visit={b} label="Your reservation" />
              </>
            )
          )}
          <FormAlert message={failure} />
          {b && (
            <Button loading={cancel.isPending} disabled={cancel.isError} onClick={() => cancel.mutate({ token })}>
              Cancel my reservation
            </Button>
          )}
          {home}
        </Stack>
      )}
    </AuthCard>
  );
}
