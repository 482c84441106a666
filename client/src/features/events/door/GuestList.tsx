import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { RsvpDto } from '#shared/schemas/timeslots';
import { IconAction } from '../../../components/admin/IconAction';
import { SortableTh } from '../../../components/admin/SortableTh';
import type { ListParamsApi } from '../../../components/admin/use-list-params';
import { formatSlotDay } from '../../dashboard/format';
import { CheckInBox } from './CheckInBox';
import type { RsvpSort } from './use-door-params';

export interface GuestListProps {
  rows: RsvpDto[];
  list: ListParamsApi<RsvpSort>;
  /** cards for phones, a table where the columns fit */
  layout: 'cards' | 'table';
  /** whether rows come from several dates (then cards say which) */
  manyDates: boolean;
  /** the last check-in the server refused, shown on its row until the next one */
  failed: { id: number; message: string } | null;
  onCheckIn: (row: RsvpDto, on: boolean) => void;
  onEdit: (row: RsvpDto) => void;
  onDelete: (row: RsvpDto) => void;
}

const guests = (n: number) => (n === 1 ? '1 guest' : `${n} guests`);

export function GuestList(p: GuestListProps) {
  return p.layout === 'cards' ? <GuestCards {...p} /> : <GuestTable {...p} />;
}

function RefusedLine({ row, failed }: { row: RsvpDto; failed: GuestListProps['failed'] }) {
  if (failed?.id !== row.id) return null;
  return (
    <Text size="sm" c="red.8" role="alert">
      {failed.message}
    </Text>
  );
}

/** One card per reservation: the name and the check-in box on top, for one thumb. */
function GuestCards({ rows, manyDates, failed, onCheckIn, onEdit }: GuestListProps) {
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
              <Text size="sm">
                <b>{guests(r.guests)}</b> · {r.time_label}
                {manyDates ? ` · ${formatSlotDay(r.date)}` : ''}
              </Text>
              <Text size="sm" c="dimmed" truncate>
                {r.email}
              </Text>
            </Stack>
            <Stack gap={0} align="center">
              <CheckInBox rsvp={r} onChange={(on) => onCheckIn(r, on)} />
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

function GuestTable({ rows, list, failed, onCheckIn, onEdit, onDelete }: GuestListProps) {
  return (
    <Table verticalSpacing={4} highlightOnHover aria-label="Guests">
      <Table.Thead>
        <Table.Tr>
          <SortableTh label="Name" sort="name" list={list} />
          <SortableTh label="Guests" sort="guests" list={list} width={90} />
          <SortableTh label="Date" sort="date" list={list} width={130} />
          <SortableTh label="Timeslot" sort="time" list={list} width={110} />
          <SortableTh label="Email" sort="email" list={list} />
          <SortableTh label="Checked in" sort="checked_in" list={list} width={120} align="center" />
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
                <CheckInBox rsvp={r} onChange={(on) => onCheckIn(r, on)} />
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
