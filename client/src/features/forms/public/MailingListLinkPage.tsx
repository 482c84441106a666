import { Button, Stack, Text } from '@mantine/core';
import { useLocation, useSearchParams } from 'react-router';
import { EMAILED_LINKS } from '#shared/emailed-links';
import { trpc } from '#client/lib/trpc';
import { AuthCard } from '#client/components/auth-card/AuthCard';
import { describeFailure } from '#client/components/auth-card/auth-errors';
import { FormAlert } from '#client/components/auth-card/FormAlert';
import { LinkSucceeded, NextLink } from '#client/components/auth-card/LinkOutcome';
import { MissingToken } from '#client/components/auth-card/MissingToken';

const ACTIONS = {
  confirm: {
    title: 'Confirm your subscription',
    text: 'One click, and you will receive invitations to openings, first looks at new work and the occasional letter from the gallery.',
    button: 'Confirm my subscription',
  },
  unsubscribe: {
    title: 'Unsubscribe',
    text: 'One click, and you will not receive the mailing list any more. Your address stays off the list: nobody can add it again for you.',
    button: 'Unsubscribe',
  },
} as const;

/**
 * The links of the mailing-list emails: confirming (the double opt-in) and unsubscribing each take
 * one click, since mail scanners and link previews open links on their own.
 */
export default function MailingListLinkPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const { pathname } = useLocation();
  const confirming = pathname === EMAILED_LINKS.mailingListConfirm;
  const action = confirming ? ACTIONS.confirm : ACTIONS.unsubscribe;
  const confirm = trpc.forms.confirmSubscription.useMutation({ meta: { handlesErrors: true } });
  const unsubscribe = trpc.forms.unsubscribe.useMutation({ meta: { handlesErrors: true } });
  const run = confirming ? confirm : unsubscribe;
  const failure = run.isError ? describeFailure(run.error, ['token']).alert : null;
  const home = <NextLink to="/">Go to the gallery&apos;s site</NextLink>;

  return (
    <AuthCard title={action.title}>
      {!token ? (
        <MissingToken what="mailing list" to="/" linkLabel="Go to the gallery's site" />
      ) : run.isSuccess ? (
        <LinkSucceeded message={run.data.message} next={home} />
      ) : (
        <Stack gap="md">
          <Text>{action.text}</Text>
          <FormAlert message={failure} />
          <Button loading={run.isPending} disabled={run.isError} onClick={() => run.mutate({ token })}>
            {action.button}
          </Button>
          {home}
        </Stack>
      )}
    </AuthCard>
  );
}
