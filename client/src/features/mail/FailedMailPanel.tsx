import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { messageOf } from '#client/lib/api-error';
import { formatAgo } from '#client/components/admin/format';
import { type FailedMail, useDismissMail, useFailedMail, useRetryMail } from './api';

/** 'rsvp-confirmation' → 'RSVP confirmation' */
const kindLabel = (kind: string) => {
  const words = kind.replace(/-/g, ' ');
  return words.startsWith('rsvp') ? `RSVP${words.slice(4)}` : words[0]!.toUpperCase() + words.slice(1);
};

function FailedRow({ mail, onDone }: { mail: FailedMail; onDone: (message: string) => void }) {
  const retry = useRetryMail();
  const dismiss = useDismissMail();
  const busy = retry.isPending || dismiss.isPending;
  const run = (m: typeof retry | typeof dismiss) =>
    m.mutateAsync({ id: mail.id }).then(
      (r) => onDone(r.message),
      (err: unknown) => onDone(messageOf(err)),
    );
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {kindLabel(mail.kind)} to {mail.to}
        </Text>
        <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
          {formatAgo(mail.created_at)}
        </Text>
      </Group>
      <Text size="sm" lineClamp={1}>
        {mail.subject}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {mail.attempts} {mail.attempts === 1 ? 'try' : 'tries'}, last: {mail.last_error || 'no reason given'}
      </Text>
      <Group gap="xs">
        <Button size="xs" loading={retry.isPending} disabled={busy} onClick={() => void run(retry)}>
          Retry
        </Button>
        <Button
          size="xs"
          variant="default"
          loading={dismiss.isPending}
          disabled={busy}
          onClick={() => void run(dismiss)}
        >
          Remove
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Emails the worker gave up on after every try (the mail server refused them, or never answered).
 * Shown on the dashboard only while there are some.
 */
export function FailedMailPanel({ failed }: { failed: number }) {
  const list = useFailedMail(failed > 0);
  const [notice, setNotice] = useState<string | null>(null);
  if (failed === 0 && !notice) return null;
  return (
    <Paper withBorder p="md" radius="sm" component="section" aria-labelledby="failed-mail-title">
      <Title order={2} fz={22} mb={4} id="failed-mail-title">
        Emails not sent
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        These emails failed after every try. Check the mail server settings (SMTP_URL), then retry them; remove one that
        can never arrive.
      </Text>
      {notice && (
        <Alert color="ink" variant="light" mb="sm" role="status" withCloseButton onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {list.data && (
        <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
          {list.data.data.map((m) => (
            <li key={m.id}>
              <FailedRow mail={m} onDone={setNotice} />
            </li>
          ))}
        </Stack>
      )}
      {list.data && list.data.total > list.data.data.length && (
        <Text size="xs" c="dimmed" mt="sm">
          The newest {list.data.data.length} of {list.data.total} are shown.
        </Text>
      )}
    </Paper>
  );
}
