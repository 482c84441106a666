import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { IconAction } from '#client/components/admin/IconAction';
import { SortableTh } from '#client/components/admin/SortableTh';
import type { ListParamsApi } from '#client/components/admin/use-list-params';
import { formatSlotDay } from '#client/components/admin/format';
import type { DoorRow } from './check-in-cache';
import { CheckInBox } from './CheckInBox';
import type { RsvpSort } from './use-door-params';

export interface GuestListProps {
  rows: DoorRow[];
  list: ListParamsApi<RsvpSort>;
  /** cards for phones, a table where the columns fit */
  layout: 'cards' | 'table';
  /** whether rows come from several dates (then cards say which) */
  manyDates: boolean;
  /** the last check-in the server refused, shown on its row until the next one */
  failed: { id: number; message: string } | null;
  onArrived: (row: DoorRow, arrived: number) => void;
  onEdit: (row: DoorRow) => void;
  onDelete: (row: DoorRow) => void;
}

const guests = (n: number) => (n === 1 ? '1 guest' : `${n} guests`);

export function GuestList(p: GuestListProps) {
  return p.layout === 'cards' ? <GuestCards {...p} /> : <GuestTable {...p} />;
}

function RefusedLine({ row, failed }: { row: DoorRow; failed: GuestListProps['failed'] }) {
  if (failed?.id !== row.id) return null;
  return (
    <Text size="sm" c="red.8" role="alert">
      {failed.message}
    </Text>
  );
}

/** One card per reservation: the name and the check-in box on top, for one thumb. */
/** What a row adds to its name: a tick still on the device, a walk-in or phone booking, over capacity. */
function RowMarks({ row }: { row: DoorRow }) {
  return (
    <>
      {row.pending && (
        <Badge variant="light" color="yellow" radius="sm" tt="none">
          Pending
        </Badge>
      )}
      {row.source !== 'online' && (
        <Badge variant="light" color="ink" radius="sm" tt="none">
          {row.source === 'walk_in' ? 'Walk-in' : 'Phone'}
        </Badge>
      )}
      {row.over_capacity && (
        <Badge variant="light" color="madder" radius="sm" tt="none">
          Over capacity
        </Badge>
      )}
    </>
  );
}

function GuestCards({ rows, manyDates, failed, onArrived, onEdit }: GuestListProps) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Guests">
      {rows.map((r) => (
        <Paper
          key={r.id}
          component="li"
          withBorder
          radius="sm"
          p="xs"
          pl="sm"
          bg={r.checked_in ? 'teal.0' : 'white'}
          style={{ borderLeft: `4px solid var(--mantine-color-${r.checked_in ? 'teal-6' : 'gray-3'})` }}
        >
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
              <Text fw={600} fz="lg" lh={1.3} style={{ overflowWrap: 'anywhere' }}>
                {r.name}
              </Text>
              <Group gap={4}>
                <RowMarks row={r} />
              </Group>
              <Text size="sm">
                <b>{guests(r.guests)}</b>
                {r.guests > 1 && r.arrived > 0 ? ` (${r.arrived} arrived)` : ''} · {r.time_label}
                {manyDates ? ` · ${formatSlotDay(r.date)}` : ''}
              </Text>
              <Text size="sm" c="dimmed" truncate>
                {r.email}
              </Text>
            </Stack>
            <Stack gap={0} align="flex-end">
              <CheckInBox rsvp={r} onArrived={(n) => onArrived(r, n)} />
              <IconAction label="Edit" ariaLabel={`Edit ${r.name}`} onClick={() => onEdit(r)}>
                <IconPencil size={18} aria-hidden />
              </IconAction>
            </Stack>
          </Group>
          <RefusedLine row={r} failed={failed} />
        </Paper>
      ))}
    </Stack>
  );
}

function GuestTable({ rows, list, failed, onArrived, onEdit, onDelete }: GuestListProps) {
  return (
    <Table verticalSpacing={4} highlightOnHover aria-label="Guests">
      <Table.Thead>
        <Table.Tr>
          <SortableTh label="Name" sort="name" list={list} />
          <SortableTh label="Guests" sort="guests" list={list} width={90} />
          <SortableTh label="Date" sort="date" list={list} width={130} />
          <SortableTh label="Timeslot" sort="time" list={list} width={110} />
          <SortableTh label="Email" sort="email" list={list} />
          <SortableTh label="Checked in" sort="checked_in" list={list} width={200} align="center" />
          <Table.Th w={96}>
            <Text size="sm" fw={700} ta="right">
              Edit
            </Text>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.id} bg={r.checked_in ? 'teal.0' : undefined}>
            <Table.Td>
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {r.name}
              </Text>
              <Group gap={4}>
                <RowMarks row={r} />
              </Group>
              <RefusedLine row={r} failed={failed} />
            </Table.Td>
            <Table.Td>{r.guests}</Table.Td>
            <Table.Td>{formatSlotDay(r.date)}</Table.Td>
            <Table.Td>
              <Badge variant="light" color="ink" size="lg" radius="sm" tt="none">
                {r.time_label}
              </Badge>
            </Table.Td>
            <Table.Td maw={260}>
              <Text size="sm" c="dimmed" truncate>
                {r.email}
              </Text>
            </Table.Td>
            <Table.Td>
              <Group justify="center">
                <CheckInBox rsvp={r} onArrived={(n) => onArrived(r, n)} />
              </Group>
            </Table.Td>
            <Table.Td>
              <Group gap={4} justify="flex-end" wrap="nowrap">
                <IconAction label="Edit" ariaLabel={`Edit ${r.name}`} onClick={() => onEdit(r)}>
                  <IconPencil size={18} aria-hidden />
                </IconAction>
                <IconAction label="Delete" ariaLabel={`Delete ${r.name}`} color="madder.7" onClick={() => onDelete(r)}>
                  <IconTrash size={18} aria-hidden />
                </IconAction>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
