import {
  ActionIcon,
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDayLong, formatTime } from '#shared/format';
import { galleryToday } from '#shared/gallery-clock';
import { type SlotDate, type SlotTime, timeslotInput } from '#shared/schemas/timeslots';
import { toastSuccess } from '#client/lib/toast';
import { reportFormError } from '#client/components/admin/mutation-errors';
import { useAdminForm } from '#client/components/admin/useAdminForm';
import type { TimeslotValues } from '#client/features/events/api';
import { guestsLabel, slotCounts } from './slot-counts';

const formSchema = timeslotInput.omit({ id: true });
const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

export interface DateFormValues extends Record<string, unknown> {
  date: string;
  times: string[];
  capacity: number | '';
}

interface Props {
  /** the saved date; null for the "Add a date" card */
  day: SlotDate | null;
  initial: DateFormValues;
  save: (values: TimeslotValues) => Promise<{ message: string }>;
  past?: boolean;
  /** dates that already have times (the new-date card refuses them) */
  taken?: readonly string[];
  onSaved?: () => void;
  onCancel?: () => void;
}

/**
 * One date of the timeslot editor: its times with their bookings, the capacity they share, and
 * Save. The server keeps the last word: removing a booked time comes back as its message here.
 */
export function DateCard({ day, initial, save, past, taken = [], onSaved, onCancel }: Props) {
  const admin = useAdminForm<DateFormValues, { message: string }>({
    initialValues: initial,
    schema: formSchema,
    save: (v) => save({ date: v.date, times: v.times, capacity: v.capacity === '' ? null : v.capacity }),
    onSaved: () => onSaved?.(),
  });
  const { form } = admin;
  const [time, setTime] = useState('');
  const [timeError, setTimeError] = useState<string | null>(null);
  const isNew = day === null;
  const known = new Map((day?.times ?? []).map((t) => [t.time, t]));
  const times = [...form.values.times].sort();

  const addTime = () => {
    const value = time.trim().replace(/^(\d):/, '0$1:');
    if (!TIME_RE.test(value)) return setTimeError('Pick a time, e.g. 5:00 PM');
    if (times.includes(value)) return setTimeError(`${formatTime(value)} is already there`);
    form.setFieldValue('times', [...times, value].sort());
    form.clearFieldError('times');
    setTime('');
    setTimeError(null);
  };

  const submit = (e?: React.FormEvent<HTMLFormElement>) => {
    if (isNew && taken.includes(form.values.date)) {
      e?.preventDefault();
      form.setFieldError('date', 'This date already has times: change them on its card below.');
      return;
    }
    admin.onSubmit(e);
  };

  const removeDate = () =>
    modals.openConfirmModal({
      title: `Remove ${day ? day.label : 'this date'}?`,
      centered: true,
      children: <Text size="sm">Visitors will no longer be able to choose this date.</Text>,
      labels: { confirm: 'Remove date', cancel: 'Cancel' },
      confirmProps: { color: 'madder.7' },
      // Saved at once with no times; a refusal (booked times) lands under the times, which stay.
      onConfirm: async () => {
        try {
          toastSuccess((await save({ date: initial.date, times: [], capacity: null })).message);
        } catch (error) {
          reportFormError(error, form.setErrors, Object.keys(initial));
        }
      },
    });

  const label = isNew ? 'New date' : day.label;
  const booked = day ? slotCounts(day.times).booked : 0;
  const dirty = isNew || form.isDirty();
  const mixed = new Set(day?.times.map((t) => t.capacity)).size > 1;

  return (
    <Paper
      component="form"
      onSubmit={submit}
      noValidate
      withBorder
      radius="sm"
      p={{ base: 'sm', sm: 'md' }}
      aria-label={label}
      bg={past ? 'gray.0' : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          {isNew ? (
            <TextInput
              label="Date"
              type="date"
              required
              data-autofocus
              min={galleryToday()}
              {...form.getInputProps('date')}
              description={form.values.date && ISO_DATE.test(form.values.date) ? formatDayLong(form.values.date) : ' '}
            />
          ) : (
            <Group gap="xs">
              <Title order={2} fz={18}>
                {day.label}
              </Title>
              {past && (
                <Badge variant="light" color="gray">
                  Past
                </Badge>
              )}
            </Group>
          )}
          {!isNew && (
            <Text size="sm" c="dimmed">
              {booked ? `${guestsLabel(booked)} booked` : 'No RSVPs yet'}
            </Text>
          )}
        </Group>

        <Stack gap={6} role="list" aria-label={`Times of ${label}`}>
          {times.length === 0 && (
            <Text size="sm" c="dimmed">
              No times yet: add the first one below.
            </Text>
          )}
          {times.map((t) => (
            <TimeRow
              key={t}
              time={t}
              saved={known.get(t)}
              onRemove={() =>
                form.setFieldValue(
                  'times',
                  times.filter((x) => x !== t),
                )
              }
            />
          ))}
        </Stack>
        {form.errors.times && (
          <Text size="sm" c="red.8" role="alert">
            {form.errors.times}
          </Text>
        )}

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" maw={640}>
          {/* Nobody can come at a new time on a past date (the server refuses it too). */}
          {!past && (
            <Group align="flex-start" gap="xs" wrap="nowrap">
              <TextInput
                label="Add a time"
                type="time"
                step={300}
                value={time}
                error={timeError}
                onChange={(e) => setTime(e.currentTarget.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    addTime();
                  }
                }}
                style={{ flex: 1 }}
              />
              <Button variant="light" mt={25} leftSection={<IconPlus size={16} aria-hidden />} onClick={addTime}>
                Add time
              </Button>
            </Group>
          )}
          <NumberInput
            label="Guests per time"
            description={mixed ? 'The times differ now: saving gives each this number' : 'Empty: unlimited'}
            placeholder="Unlimited"
            min={1}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('capacity')}
          />
        </SimpleGrid>

        <Group justify="space-between" gap="xs" mt={4}>
          {isNew ? (
            <span />
          ) : (
            <Button variant="subtle" color="madder.7" onClick={removeDate} disabled={admin.saving}>
              Remove date
            </Button>
          )}
          <Group gap="xs">
            {isNew && onCancel && (
              <Button variant="default" onClick={onCancel} disabled={admin.saving}>
                Cancel
              </Button>
            )}
            {!isNew && form.isDirty() && (
              <Button variant="default" onClick={() => form.reset()} disabled={admin.saving}>
                Undo changes
              </Button>
            )}
            <Button type="submit" loading={admin.saving} disabled={!dirty}>
              {isNew ? 'Add date' : 'Save'}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A time with what is booked at it; a time not saved yet says so. */
function TimeRow({ time, saved, onRemove }: { time: string; saved: SlotTime | undefined; onRemove: () => void }) {
  const label = formatTime(time);
  return (
    <Group
      role="listitem"
      justify="space-between"
      wrap="nowrap"
      gap="xs"
      px="sm"
      py={2}
      bg="gray.0"
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
    >
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Text fw={600} w={64}>
          {label}
        </Text>
        <Text size="sm" c="dimmed">
          {saved ? slotLine(saved) : 'New: saved with the date'}
        </Text>
      </Group>
      <ActionIcon variant="subtle" color="gray" size="lg" aria-label={`Remove ${label}`} onClick={onRemove}>
        <IconX size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

// Two phrases that wrap between them, never inside one ("3 checked | in").
const slotLine = (t: SlotTime) => {
  const booked = t.capacity === null ? `${guestsLabel(t.booked)} booked` : `${t.booked} / ${t.capacity} booked`;
  return (
    <>
      <span style={{ whiteSpace: 'nowrap' }}>{booked}</span>
      {t.checked_in > 0 && <span style={{ whiteSpace: 'nowrap' }}> · {t.checked_in} checked in</span>}
    </>
  );
};
