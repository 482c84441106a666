// A submission's conversation in the drawer: what the visitor sent, the confirmation they got,
// staff's replies (emailed through the queue, with the gallery's mailbox as Reply-To), notes for
// staff only and status changes, each with who and when; then the boxes to reply and to note.
import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { GALLERY } from '#shared/gallery';
import { SUBMISSION_STATUS_LABELS, THREAD_TEXT_MAX, type SubmissionStatus } from '#shared/forms';
import type { SubmissionDto, ThreadEntry } from '#shared/schemas/inbox';
import { messageOf } from '#client/lib/api-error';
import { toastSuccess } from '#client/lib/toast';
import { useAddSubmissionNote, useReplyToSubmission } from '#client/features/forms/api';
import { MAIL_NOTES, received } from './inbox-columns';

/** Who did what, as the entry's heading reads. */
const headingOf = (e: ThreadEntry) => {
  switch (e.kind) {
    case 'message':
      return `${e.author ?? 'The visitor'} wrote`;
    case 'confirmation':
      return `${GALLERY.name} sent the confirmation`;
    case 'reply':
      return `${e.author ?? 'Staff'} replied`;
    case 'note':
      return `${e.author ?? 'Staff'} added a note`;
    case 'status':
      return `${e.author ?? 'Staff'} marked it ${SUBMISSION_STATUS_LABELS[e.body as SubmissionStatus]?.toLowerCase() ?? e.body}`;
  }
};

function Entry({ e }: { e: ThreadEntry }) {
  const shaded = e.kind === 'note' ? 'var(--mantine-color-yellow-0)' : undefined;
  return (
    <Paper component="li" withBorder={e.kind !== 'status'} p={e.kind === 'status' ? 0 : 'sm'} bg={shaded}>
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text size="sm" fw={600}>
          {headingOf(e)}
        </Text>
        <Text size="xs" c="dimmed" component="time" dateTime={e.at}>
          {received.format(new Date(e.at))}
        </Text>
      </Group>
      {e.kind === 'confirmation' && (
        <Text size="sm" c="dimmed">
          Subject: {e.body}
        </Text>
      )}
      {(e.kind === 'message' || e.kind === 'reply' || e.kind === 'note') && e.body && (
        <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {e.body}
        </Text>
      )}
      {e.mail && (
        <Badge mt={6} variant="light" color={e.mail === 'failed' ? 'madder' : 'ink'}>
          {MAIL_NOTES[e.mail]}
        </Badge>
      )}
    </Paper>
  );
}

/** A text box and its button: the reply and the note, each cleared once the server took it. */
function Compose(props: {
  label: string;
  description: string;
  submitLabel: string;
  done: string;
  /** the reply is the drawer's main action; the note a quieter one */
  primary?: boolean;
  pending: boolean;
  send: (body: string, after: { onSuccess: () => void; onError: (err: unknown) => void }) => void;
}) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () =>
    props.send(body, {
      onSuccess: () => {
        setBody('');
        setError(null);
        toastSuccess(props.done);
      },
      onError: (err) => setError(messageOf(err)),
    });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="xs">
        <Textarea
          label={props.label}
          description={props.description}
          autosize
          minRows={3}
          maxLength={THREAD_TEXT_MAX}
          value={body}
          error={error}
          onChange={(event) => setBody(event.currentTarget.value)}
        />
        <Group>
          <Button type="submit" variant={props.primary ? 'filled' : 'default'} loading={props.pending}>
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function SubmissionThread({ s }: { s: SubmissionDto }) {
  const reply = useReplyToSubmission();
  const note = useAddSubmissionNote();
  return (
    <Stack gap="md" component="section" aria-labelledby="submission-thread">
      <Title order={3} size="h4" id="submission-thread">
        Conversation
      </Title>
      <Stack gap="sm" component="ol" aria-label="Conversation" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {s.thread.map((e, i) => (
          <Entry key={`${e.kind}-${e.at}-${i}`} e={e} />
        ))}
      </Stack>
      <Compose
        label={`Reply to ${s.name}`}
        description={`Emailed to ${s.email} from the gallery's address; their answer comes to the gallery's mailbox.`}
        submitLabel="Send reply"
        done="Reply sent"
        primary
        pending={reply.isPending}
        send={(body, after) => reply.mutate({ id: s.id, body }, after)}
      />
      <Compose
        label="Note for staff"
        description="Only staff see it; it is never emailed."
        submitLabel="Add note"
        done="Note added"
        pending={note.isPending}
        send={(body, after) => note.mutate({ id: s.id, body }, after)}
      />
    </Stack>
  );
}
