// The inbox's table: kind, sender, artwork, date and status of each submission, newest first.
import { Badge, Text } from '@mantine/core';
import { FORM_KIND_LABELS, SUBMISSION_STATUS_LABELS, type SubmissionStatus } from '#shared/forms';
import { SUBMISSION_SORTS, type SubmissionRow, type SubmissionSort } from '#shared/schemas/inbox';
import type { AdminColumn } from '#client/components/admin/AdminListTable';

export const received = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

const STATUS_COLORS: Record<SubmissionStatus, string> = { new: 'madder', answered: 'teal', archived: 'gray' };

export function SubmissionStatusBadge({ status }: { status: SubmissionStatus }) {
  return (
    <Badge color={STATUS_COLORS[status]} variant={status === 'new' ? 'filled' : 'light'}>
      {SUBMISSION_STATUS_LABELS[status]}
    </Badge>
  );
}

/** The gallery's email about a submission, when it has not gone out (the queue retries it). */
export const MAIL_NOTES = {
  waiting: 'Email to the gallery not sent yet',
  failed: 'Email to the gallery failed',
} as const;

export const inboxColumns: AdminColumn<SubmissionRow, SubmissionSort>[] = [
  {
    key: 'name',
    label: 'From',
    sort: 'name',
    render: (s) => (
      <div>
        <Text fw={s.status === 'new' ? 700 : 500} size="sm">
          {s.name}
        </Text>
        <Text size="xs" c="dimmed">
          {s.email}
        </Text>
      </div>
    ),
  },
  {
    key: 'kind',
    label: 'Kind',
    sort: 'kind',
    width: 190,
    render: (s) => (
      <div>
        <Text size="sm">{FORM_KIND_LABELS[s.kind]}</Text>
        {s.preview && (
          <Text size="xs" c="dimmed" lineClamp={1}>
            {s.preview}
          </Text>
        )}
      </div>
    ),
  },
  { key: 'artwork', label: 'Artwork', width: 170, wideOnly: true, render: (s) => s.artwork_title ?? '—' },
  {
    key: 'date',
    label: 'Received',
    sort: 'created_at',
    width: 170,
    wideOnly: true,
    render: (s) => received.format(new Date(s.created_at)),
  },
  {
    key: 'status',
    label: 'Status',
    sort: 'status',
    width: 130,
    render: (s) => (
      <div>
        <SubmissionStatusBadge status={s.status} />
        {s.mail && (
          <Text size="xs" c={s.mail === 'failed' ? 'madder.8' : 'dimmed'} mt={4}>
            {MAIL_NOTES[s.mail]}
          </Text>
        )}
      </div>
    ),
  },
];

export const INBOX_SORTS = SUBMISSION_SORTS;
