// One submission: everything the visitor sent, its images, its artwork, its conversation (replies
// and notes written here), and the status (opening a new one does not change it: a reply marks it
// answered, or staff do).
import {
  Alert,
  Anchor,
  Button,
  Drawer,
  Group,
  Image,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconExternalLink, IconMail } from '@tabler/icons-react';
import { Link } from 'react-router';
import {
  FORM_FIELD_LABELS,
  FORM_KIND_LABELS,
  SUBMISSION_STATUSES,
  SUBMISSION_STATUS_LABELS,
  type SubmissionStatus,
} from '#shared/forms';
import type { SubmissionDto } from '#shared/schemas/inbox';
import { pathOf } from '#shared/public-kinds';
import { toastError, toastSuccess } from '#client/lib/toast';
import { messageOf } from '#client/lib/api-error';
import { useSetSubmissionStatus, useSubmission } from '#client/features/forms/api';
import { MAIL_NOTES, received } from './inbox-columns';
import { SubmissionThread } from './SubmissionThread';

const replyHref = (s: SubmissionDto) => {
  const about = s.artwork_title ?? String(s.fields.subject ?? FORM_KIND_LABELS[s.kind]);
  const params = new URLSearchParams({ subject: `Re: ${about}` });
  return `mailto:${encodeURIComponent(s.email)}?${params.toString().replace(/\+/g, '%20')}`;
};

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

function Details({ s }: { s: SubmissionDto }) {
  const setStatus = useSetSubmissionStatus();
  const change = (status: SubmissionStatus) =>
    setStatus.mutate(
      { id: s.id, status },
      {
        onSuccess: () => toastSuccess(`Marked ${SUBMISSION_STATUS_LABELS[status].toLowerCase()}`),
        onError: (err) => toastError(messageOf(err)),
      },
    );
  // The visitor's message opens the conversation below: not shown twice.
  const message = s.thread[0]?.body;
  const fields = Object.entries(s.fields).filter(
    ([key, value]) => value !== null && value !== '' && key !== 'artwork' && key !== 'art' && value !== message,
  );
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        {FORM_KIND_LABELS[s.kind]} · received {received.format(new Date(s.created_at))}
      </Text>
      {s.mail && (
        <Alert color={s.mail === 'failed' ? 'madder' : 'ink'} variant="light" title={MAIL_NOTES[s.mail]}>
          {s.mail === 'failed'
            ? 'The mail server refused it after every retry. The submission is safe here; retry the email from the dashboard once the mail server works.'
            : 'The mail server has not taken it yet; it is retried on its own. The submission is safe here.'}
        </Alert>
      )}
      <Group gap="sm">
        <Button component="a" variant="default" href={replyHref(s)} leftSection={<IconMail size={16} aria-hidden />}>
          Open in my mail program
        </Button>
        <SegmentedControl
          aria-label="Status"
          value={s.status}
          disabled={setStatus.isPending}
          onChange={(v) => change(v as SubmissionStatus)}
          data={SUBMISSION_STATUSES.map((v) => ({ value: v, label: SUBMISSION_STATUS_LABELS[v] }))}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Field label="Name" value={s.name} />
        <Field label="Email" value={s.email} />
        {s.phone && <Field label="Phone" value={s.phone} />}
      </SimpleGrid>
      {s.artwork_title && (
        <div>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            Artwork
          </Text>
          <Group gap="md">
            <Text size="sm">{s.artwork_title}</Text>
            {s.artwork_slug && (
              <Anchor component={Link} to={pathOf('artwork', s.artwork_slug)} target="_blank" size="sm">
                View on the site <IconExternalLink size={12} aria-hidden />
              </Anchor>
            )}
            {s.artwork_id && (
              <Anchor component={Link} to={`/admin/collection/artworks?edit=${s.artwork_id}`} size="sm">
                Open in the collection
              </Anchor>
            )}
          </Group>
        </div>
      )}
      {fields.map(([key, value]) => (
        <Field key={key} label={FORM_FIELD_LABELS[key] ?? key} value={String(value)} />
      ))}
      {s.images.length > 0 && (
        <div>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase" mb={6}>
            Images ({s.images.length})
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            {s.images.map((img, i) => (
              <a key={img.id} href={img.url} target="_blank" rel="noreferrer" aria-label={`Image ${i + 1}, full size`}>
                <Image src={img.url} srcSet={img.srcset} sizes="200px" alt="" radius="xs" h={140} fit="cover" />
              </a>
            ))}
          </SimpleGrid>
        </div>
      )}
      <SubmissionThread s={s} />
    </Stack>
  );
}

export function SubmissionDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { data } = useSubmission(id);
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="lg"
      // Mantine's drawer title is the h2 already: the text alone, sized as the title of a page's section.
      title={data ? `From ${data.name}` : 'Submission'}
      styles={{ title: { fontSize: 22, fontWeight: 600 } }}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {data ? <Details s={data} /> : <Loader aria-label="Loading" />}
    </Drawer>
  );
}
