import { Button, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { SlotDate } from '#shared/schemas/timeslots';
import { DOOR_HOOKS, type ShowKindKey } from '#client/features/events/api';
import { galleryToday } from '#shared/gallery-clock';
import { DateCard, type DateFormValues } from './DateCard';

const valuesOf = (d: SlotDate): DateFormValues => ({
  date: d.date,
  times: d.times.map((t) => t.time),
  capacity: d.times[0]?.capacity ?? '',
});

// A card remounts (and so resets its form) when what was saved for its date changes.
const savedKey = (d: SlotDate) => `${d.date}|${d.times.map((t) => `${t.time}/${t.capacity ?? ''}`).join(',')}`;

/**
 * The timeslot editor of an exhibition or an event: coming dates first, each with its times and
 * capacity, then past ones; a new date starts from the times of the latest one.
 */
export function TimeslotEditor({ kind, id }: { kind: ShowKindKey; id: number }) {
  const hooks = DOOR_HOOKS[kind];
  const { data } = hooks.useTimeslots(id);
  const save = hooks.useSetTimeslot(id);
  const dates = data?.list;
  const [adding, setAdding] = useState(false);
  const today = galleryToday();

  if (!dates)
    return (
      <Stack gap="md" aria-busy>
        <Skeleton h={180} />
        <Skeleton h={180} />
      </Stack>
    );

  const coming = dates.filter((d) => d.date >= today);
  const past = dates.filter((d) => d.date < today).reverse();
  const latest = dates[dates.length - 1];
  const open = adding || dates.length === 0;

  return (
    <Stack gap="md">
      {dates.length === 0 && (
        <Text size="sm" c="dimmed">
          No dates yet. Add the first date visitors can RSVP to: its times, and how many guests each time can take.
        </Text>
      )}
      {open ? (
        <DateCard
          day={null}
          initial={{
            date: '',
            times: latest ? latest.times.map((t) => t.time) : [],
            capacity: latest?.times[0]?.capacity ?? '',
          }}
          save={save}
          taken={dates.map((d) => d.date)}
          onSaved={() => setAdding(false)}
          onCancel={dates.length ? () => setAdding(false) : undefined}
        />
      ) : (
        <Button
          variant="light"
          leftSection={<IconCalendarPlus size={18} aria-hidden />}
          onClick={() => setAdding(true)}
          w="fit-content"
        >
          Add a date
        </Button>
      )}
      {dates.length === 0 && (
        <Text size="sm" c="dimmed">
          No dates yet. Add the first date visitors can RSVP to: its times, and how many guests each time can take.
        </Text>
      )}
      {coming.length === 0 && dates.length > 0 && (
        <Paper withBorder p="md" radius="sm">
          <Text size="sm" c="dimmed">
            No coming dates: visitors cannot RSVP until a date from today on has times.
          </Text>
        </Paper>
      )}
      {coming.map((d) => (
        <DateCard key={savedKey(d)} day={d} initial={valuesOf(d)} save={save} />
      ))}
      {past.length > 0 && (
        <>
          <Title order={2} fz={20} mt="md">
            Past dates
          </Title>
          {past.map((d) => (
            <DateCard key={savedKey(d)} day={d} initial={valuesOf(d)} save={save} past />
          ))}
        </>
      )}
    </Stack>
  );
}
