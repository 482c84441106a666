import { Alert, Button, Group, Paper, Select, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback, useMediaQuery } from '@mantine/hooks';
import { IconCloudUpload, IconDownload, IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '#shared/constants';
import type { RsvpDto } from '#shared/schemas/timeslots';
import { toastError, toastSuccess } from '#client/lib/toast';
import { DeleteConfirmModal } from '#client/components/admin/DeleteConfirmModal';
import { reportMutationError } from '#client/components/admin/mutation-errors';
import { useEditParam } from '#client/components/admin/use-edit-param';
import { messageOf } from '#client/lib/api-error';
import { withPending, withPendingCounts } from './check-in-cache';
import { WalkInModal } from './WalkInModal';
import { DOOR_HOOKS, type RsvpListInput, type ShowKindKey } from '#client/features/events/api';
import { timeslotsPath } from '#client/features/events/show-paths';
import { guestsLabel } from '#client/features/events/admin/timeslots/slot-counts';
import { formatSlotDay } from '#client/components/admin/format';
import { DoorCounts } from './DoorCounts';
import { downloadGuestList } from './download-guest-list';
import { GuestList } from './GuestList';
import { RsvpEditModal } from './RsvpEditModal';
import { WaitlistPanel } from './WaitlistPanel';
import { galleryToday } from '#shared/gallery-clock';
import { ALL_DATES, type RsvpSort, useDoorParams } from './use-door-params';

// The phone's sort menu; on wider screens the table's headers sort.
const SORT_CHOICES: { value: string; label: string; sort: RsvpSort; order: 'asc' | 'desc' }[] = [
  { value: 'date', label: 'By time', sort: 'date', order: 'asc' },
  { value: 'name', label: 'By name', sort: 'name', order: 'asc' },
  { value: 'waiting', label: 'Waiting first', sort: 'checked_in', order: 'asc' },
  { value: 'arrived', label: 'Arrived first', sort: 'checked_in', order: 'desc' },
];

/** Why the server refused a check-in, in words for the door (a failed connection is not one: it waits). */
const refusal = (name: string, error: unknown) => `${name}: the check-in was not kept. ${messageOf(error)}`;

/**
 * The RSVP list at the door: pick a date (and a time), find a guest by name, tick them in. Counts
 * and rows refresh on their own, so two doors see each other's check-ins.
 */
export function DoorTable({ kind, id }: { kind: ShowKindKey; id: number }) {
  const hooks = DOOR_HOOKS[kind];
  const dates = hooks.useTimeslots(id, true).data?.list;
  const door = useDoorParams(dates);
  const { list } = door;
  const input: RsvpListInput = {
    id,
    date: door.date,
    time: door.time,
    search: list.search || undefined,
    sort: list.sort,
    order: list.order,
    page: 1,
    limit: 'all',
  };
  const rsvps = hooks.useRsvps(input, door.ready);
  const [failed, setFailed] = useState<{ id: number; message: string } | null>(null);
  const serverRows = rsvps.data?.list;
  const queue = hooks.useCheckInQueue(id, (entry, error) => {
    const message = refusal(serverRows?.find((r) => r.id === entry.rsvp)?.name ?? 'A guest', error);
    setFailed({ id: entry.rsvp, message });
    toastError(message);
  });
  const removeRsvp = hooks.useDeleteRsvp(id);
  const edit = useEditParam();
  const wide = useMediaQuery('(min-width: 62em)', false, { getInitialValueInEffect: false });
  const [walkIn, setWalkIn] = useState(false);
  const [deleting, setDeleting] = useState<RsvpDto | null>(null);
  const [busy, setBusy] = useState(false);
  const today = galleryToday();

  const onArrived = (row: RsvpDto, arrived: number) => {
    setFailed(null);
    queue.checkIn(row.id, arrived);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      toastSuccess((await removeRsvp(deleting.id)).message);
      setDeleting(null);
      edit.close();
    } catch (error) {
      reportMutationError(error);
    } finally {
      setBusy(false);
    }
  };

  if (dates && dates.length === 0)
    return (
      <Paper withBorder p="xl" radius="sm" ta="center">
        <Text fw={500}>No timeslots yet</Text>
        <Text size="sm" c="dimmed" mb="md">
          Visitors can RSVP once this {kind} has dates and times.
        </Text>
        <Button component={Link} to={timeslotsPath(kind, id)}>
          Add timeslots
        </Button>
      </Paper>
    );

  const rows = serverRows && withPending(serverRows, queue.pending);
  const day = door.day && serverRows ? withPendingCounts(door.day, serverRows, queue.pending) : door.day;
  const shown = rows ? { reservations: rows.length, guests: rows.reduce((n, r) => n + r.guests, 0) } : null;
  const sortChoice = SORT_CHOICES.find((c) => c.sort === list.sort && c.order === list.order)?.value ?? null;

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <Select
          label="Date"
          allowDeselect={false}
          data={[
            { value: ALL_DATES, label: 'All dates' },
            ...(dates ?? []).map((d) => ({
              value: d.date,
              // the counts are right below; the label stays short enough for a phone
              label: d.date === today ? `Today, ${formatSlotDay(d.date).slice(5)}` : formatSlotDay(d.date),
            })),
          ]}
          value={door.allDates ? ALL_DATES : (door.date ?? null)}
          onChange={(v) => v && door.setDate(v)}
          size="md"
          style={{ flex: 1, maxWidth: 360 }}
        />
        <Button
          variant="default"
          size="md"
          px="sm"
          leftSection={<IconDownload size={18} aria-hidden />}
          disabled={!door.date}
          aria-label="Download the guest list of this date (CSV)"
          title={door.date ? 'The guest list of this date, as a spreadsheet' : 'Choose a date first'}
          onClick={() => door.date && void downloadGuestList(kind, id, door.date)}
        >
          CSV
        </Button>
      </Group>

      {queue.pending.length > 0 && <PendingNote count={queue.pending.length} />}

      {day && <DoorCounts day={day} time={door.time} onTime={door.toggleTime} />}

      <Group align="flex-end" gap="xs" wrap="nowrap">
        <SearchBox search={list.search} onSearch={list.setSearch} />
        {door.day && (
          <Button
            size="md"
            px="sm"
            leftSection={<IconUserPlus size={18} aria-hidden />}
            onClick={() => setWalkIn(true)}
          >
            Add
          </Button>
        )}
        {!wide && (
          <Select
            aria-label="Sort"
            data={SORT_CHOICES}
            value={sortChoice}
            allowDeselect={false}
            size="md"
            w={{ base: 150, xs: 220 }}
            onChange={(v) => {
              const c = SORT_CHOICES.find((x) => x.value === v);
              if (c) list.setSort(c.sort, c.order);
            }}
          />
        )}
      </Group>

      {shown && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {shown.reservations === 1 ? '1 reservation' : `${shown.reservations} reservations`},{' '}
          {guestsLabel(shown.guests)}
          {rsvps.data?.hasMorePages ? ` (the first ${PAGE_SIZE.max}: choose a date or search)` : ''}
        </Text>
      )}

      {!rows ? (
        <Stack gap="xs" aria-busy>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h={76} />
          ))}
        </Stack>
      ) : rows.length === 0 ? (
        <Empty search={list.search} onClear={() => list.setSearch('')} when={door.day?.label} />
      ) : (
        <Paper
          withBorder={wide}
          radius="sm"
          bg={wide ? 'white' : 'transparent'}
          style={{ opacity: rsvps.isPlaceholderData ? 0.6 : 1 }}
        >
          <GuestList
            rows={rows}
            list={list}
            layout={wide ? 'table' : 'cards'}
            manyDates={!door.date}
            failed={failed}
            onArrived={onArrived}
            onEdit={(r) => edit.openEdit(r.id)}
            onDelete={setDeleting}
          />
        </Paper>
      )}

      <WaitlistPanel kind={kind} showId={id} date={door.date} ready={door.ready} />

      {typeof edit.editing === 'number' && dates && (
        <RsvpEditModal
          key={edit.editing}
          kind={kind}
          showId={id}
          rsvpId={edit.editing}
          dates={dates}
          onClose={edit.close}
          onDelete={setDeleting}
        />
      )}
      {walkIn && door.day && (
        <WalkInModal kind={kind} showId={id} day={door.day} time={door.time} onClose={() => setWalkIn(false)} />
      )}
      <DeleteConfirmModal
        opened={deleting !== null}
        label={deleting?.name ?? ''}
        detail={
          deleting &&
          `The reservation for ${guestsLabel(deleting.guests)} at ${deleting.time_label} goes, and its places free up.`
        }
        loading={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
      />
    </Stack>
  );
}

/** Check-ins kept on this device until the server has them: said, with their count. */
function PendingNote({ count }: { count: number }) {
  return (
    <Alert color="yellow" variant="light" icon={<IconCloudUpload size={20} aria-hidden />} role="status" p="sm">
      <Text size="sm" fw={600}>
        {count === 1 ? '1 check-in' : `${count} check-ins`} waiting to be sent
      </Text>
      <Text size="sm">Kept on this device: they are sent as soon as the connection returns.</Text>
    </Alert>
  );
}

function SearchBox({ search, onSearch }: { search: string; onSearch: (s: string) => void }) {
  const [query, setQuery] = useState(search);
  const push = useDebouncedCallback((v: string) => onSearch(v.trim()), SEARCH_DEBOUNCE_MS);
  // Back/Forward or "Clear search" changes the URL under the box: follow it.
  const [seen, setSeen] = useState(search);
  if (seen !== search) {
    setSeen(search);
    if (query.trim() !== search) setQuery(search);
  }
  return (
    <TextInput
      aria-label="Search guests by name or email"
      placeholder="Search guests"
      type="search"
      size="md"
      leftSection={<IconSearch size={18} aria-hidden />}
      value={query}
      onChange={(e) => {
        setQuery(e.currentTarget.value);
        push(e.currentTarget.value);
      }}
      style={{ flex: 1, minWidth: 0, maxWidth: 480 }}
    />
  );
}

function Empty({ search, onClear, when }: { search: string; onClear: () => void; when?: string }) {
  return (
    <Paper withBorder p="xl" radius="sm" ta="center">
      {search ? (
        <Stack gap="xs" align="center">
          <Text fw={500}>No guest matches “{search}”</Text>
          <Button variant="subtle" onClick={onClear}>
            Clear search
          </Button>
        </Stack>
      ) : (
        <Text fw={500}>{when ? `No RSVPs for ${when} yet` : 'No RSVPs yet'}</Text>
      )}
    </Paper>
  );
}
