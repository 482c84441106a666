// The waitlist beside the RSVPs: who waits for a full time, in line order, and whose offer is open
// (places held until a time) or has lapsed. Staff take someone off the line; an open offer's places
// then pass to the next in line (the server does it in the same write).
import { ActionIcon, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { GALLERY } from '#shared/gallery';
import type { WaitlistEntry } from '#shared/schemas/waitlist';
import { toastSuccess } from '#client/lib/toast';
import { DeleteConfirmModal } from '#client/components/admin/DeleteConfirmModal';
import { reportMutationError } from '#client/components/admin/mutation-errors';
import { formatSlotDay } from '#client/components/admin/format';
import { DOOR_HOOKS, type ShowKindKey } from '#client/features/events/api';
import { guestsLabel } from '#client/features/events/admin/timeslots/slot-counts';

const clock = new Intl.DateTimeFormat('en-US', {
  timeZone: GALLERY.timeZone,
  hour: 'numeric',
  minute: '2-digit',
  month: 'short',
  day: 'numeric',
});

const statusOf = (e: WaitlistEntry) =>
  e.status === 'offered'
    ? { color: 'blue', label: `Offered, held until ${clock.format(new Date(e.offer_expires_at!))}` }
    : e.status === 'expired'
      ? { color: 'gray', label: 'Offer lapsed' }
      : { color: 'yellow', label: `Waiting, number ${e.position} in line` };

export function WaitlistPanel({
  kind,
  showId,
  date,
  ready,
}: {
  kind: ShowKindKey;
  showId: number;
  date: string | undefined;
  ready: boolean;
}) {
  const hooks = DOOR_HOOKS[kind];
  const entries = hooks.useWaitlist(showId, date, ready).data?.data;
  const { remove, busy } = hooks.useRemoveFromWaitlist(showId);
  const [removing, setRemoving] = useState<WaitlistEntry | null>(null);
  if (!entries?.length) return null;
  const waiting = entries.filter((e) => e.status !== 'expired');

  const confirm = async () => {
    if (!removing) return;
    try {
      toastSuccess((await remove(removing.id)).message);
      setRemoving(null);
    } catch (error) {
      reportMutationError(error);
    }
  };

  return (
    <Paper withBorder radius="sm" p="md" component="section" aria-labelledby="waitlist-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="waitlist-title">
            Waitlist
          </Title>
          <Text size="sm" c="dimmed">
            {waiting.length === 1 ? '1 party' : `${waiting.length} parties`},{' '}
            {guestsLabel(waiting.reduce((n, e) => n + e.guests, 0))}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          When places free up, the first in line whose party fits is emailed a link that holds them for two hours.
        </Text>
        <Stack gap={0} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {entries.map((e) => {
            const s = statusOf(e);
            return (
              <Group
                key={e.id}
                component="li"
                justify="space-between"
                wrap="nowrap"
                gap="xs"
                py="xs"
                style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
              >
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600} truncate>
                    {e.name} · {guestsLabel(e.guests)}
                  </Text>
                  <Text size="sm" c="dimmed" truncate>
                    {date ? e.time_label : `${formatSlotDay(e.date)}, ${e.time_label}`} · {e.email}
                  </Text>
                  <Badge color={s.color} variant="light" size="sm" style={{ textTransform: 'none' }}>
                    {s.label}
                  </Badge>
                </Stack>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size={44}
                  aria-label={`Take ${e.name} off the waitlist`}
                  onClick={() => setRemoving(e)}
                >
                  <IconTrash size={20} aria-hidden />
                </ActionIcon>
              </Group>
            );
          })}
        </Stack>
      </Stack>
      <DeleteConfirmModal
        opened={removing !== null}
        label={removing?.name ?? ''}
        detail={
          removing &&
          (removing.status === 'offered'
            ? 'Their offer ends now, and the held places go to the next in line.'
            : `They leave the waitlist for ${removing.time_label}.`)
        }
        loading={busy}
        onCancel={() => setRemoving(null)}
        onConfirm={() => void confirm()}
      />
    </Paper>
  );
}
