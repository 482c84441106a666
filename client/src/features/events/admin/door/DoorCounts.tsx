import { Progress, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import type { SlotDate } from '#shared/schemas/timeslots';
import { slotCounts } from '#client/features/events/admin/timeslots/slot-counts';

interface Counts {
  booked: number;
  capacity: number | null;
  checked_in: number;
}

/**
 * The counts of the chosen date, per time and in all: booked / capacity and checked in. A time's
 * tile also filters the list to that time (pressed again, back to all times).
 */
export function DoorCounts({
  day,
  time,
  onTime,
}: {
  day: SlotDate;
  time: string | undefined;
  onTime: (time: string) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 3, sm: 4, lg: 6 }} spacing="xs" aria-label="Counts by time">
      <Tile
        label="All times"
        counts={slotCounts(day.times)}
        pressed={time === undefined}
        onClick={() => time && onTime(time)}
      />
      {day.times.map((t) => (
        <Tile key={t.id} label={t.label} counts={t} pressed={time === t.time} onClick={() => onTime(t.time)} />
      ))}
    </SimpleGrid>
  );
}

function Tile({
  label,
  counts,
  pressed,
  onClick,
}: {
  label: string;
  counts: Counts;
  pressed: boolean;
  onClick: () => void;
}) {
  const booked = counts.capacity === null ? `${counts.booked} booked` : `${counts.booked} / ${counts.capacity} booked`;
  const share = counts.booked ? (counts.checked_in / counts.booked) * 100 : 0;
  return (
    <UnstyledButton
      onClick={onClick}
      aria-pressed={pressed}
      aria-label={`${label}: ${booked}, ${counts.checked_in} checked in`}
      px={8}
      py={6}
      bg={pressed ? 'ink.0' : 'white'}
      style={{
        border: `1px solid var(--mantine-color-${pressed ? 'ink-6' : 'gray-3'})`,
        borderRadius: 'var(--mantine-radius-sm)',
        minWidth: 0,
      }}
    >
      <Text fw={700} size="sm" truncate>
        {label}
      </Text>
      <Text size="xs" c="dimmed" data-testid="booked" truncate>
        {booked}
      </Text>
      <Text size="xs" data-testid="checked-in" truncate>
        {counts.checked_in} checked in
      </Text>
      <Progress value={share} size={4} mt={4} color="teal" aria-hidden />
    </UnstyledButton>
  );
}
