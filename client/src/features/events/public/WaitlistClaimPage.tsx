import { Button, Skeleton, Stack, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useClaimWaitlistOffer, useWaitlistOffer } from '#client/features/events/api';
import { VisitTable } from './VisitTable';
import { AuthCard } from '#client/components/auth-card/AuthCard';
import { describeFailure } from '#client/components/auth-card/auth-errors';
import { FormAlert } from '#client/components/auth-card/FormAlert';
import { LinkSucceeded, NextLink } from '#client/components/auth-card/LinkOutcome';
import { MissingToken } from '#client/components/auth-card/MissingToken';
import { SITE_PAGES } from '#shared/site-pages';

/**
 * The link of a waitlist offer. The page names what is held (the show, date, time, guests, until
 * when), and reserving takes a click: mail scanners open links on their own and must not book.
 * Once claimed, the link works no more; an offer that ended says so.
 */
export default function WaitlistClaimPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const offer = useWaitlistOffer(token);
  const claim = useClaimWaitlistOffer();
  const error = claim.error ?? offer.error;
  const failure = error ? describeFailure(error, ['token']).alert : null;
  const home = <NextLink to={SITE_PAGES.events}>See what is on at the gallery</NextLink>;
  const o = offer.data;

  return (
    <AuthCard title="Your places from the waitlist">
      {!token ? (
        <MissingToken what="waitlist" to={SITE_PAGES.events} linkLabel="See what is on at the gallery" />
      ) : claim.isSuccess ? (
        <LinkSucceeded message={claim.data.message} next={home} />
      ) : (
        <Stack gap="md">
          {offer.isPending ? (
            <Skeleton h={150} aria-label="Loading your offer" />
          ) : (
            o && (
              <>
                <Text>
                  Places have freed up, {o.name}. They are held for you until {o.expires_label}; reserve them to
                  confirm.
                </Text>
                <VisitTable visit={o} label="The places held for you" extra={[['Held until', o.expires_label]]} />
              </>
            )
          )}
          <FormAlert message={failure} />
          {o && (
            <Button loading={claim.isPending} disabled={claim.isError} onClick={() => claim.mutate({ token })}>
              Reserve my places
            </Button>
          )}
          {home}
        </Stack>
      )}
    </AuthCard>
  );
}
