import { Alert, Button, Group, Modal, NativeSelect, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { galleryNow } from '#shared/gallery-clock';
import type { SlotDate } from '#shared/schemas/timeslots';
import { toastSuccess } from '#client/lib/toast';
import { reportMutationError } from '#client/components/admin/mutation-errors';
import { firstFieldErrors, httpStatusOf } from '#client/lib/api-error';
import { DOOR_HOOKS, type ShowKindKey } from '#client/features/events/api';

const GUESTS = ['1', '2', '3', '4', '5', '6'];

/** The time a walk-in most likely came for: the chosen one, else the latest already begun today, else the first. */
export const likelyTime = (day: SlotDate, chosen: string | undefined, now = galleryNow()) =>
  chosen ??
  (day.date === now.date ? day.times.filter((t) => t.time <= now.time).at(-1)?.time : undefined) ??
  day.times[0]?.time ??
  '';

interface Props {
  kind: ShowKindKey;
  showId: number;
  day: SlotDate;
  time: string | undefined;
  onClose: () => void;
}

/**
 * A walk-in (checked in at once) or a phone booking, in two taps: Add, then Add walk-in with one
 * guest at the likely time. Beyond the time's places the server asks first; staff confirm, and the
 * reservation is kept as over capacity.
 */
export function WalkInModal({ kind, showId, day, time, onClose }: Props) {
  const { add, busy } = DOOR_HOOKS[kind].useAddRsvp(showId);
  const [source, setSource] = useState<'walk_in' | 'phone'>('walk_in');
  const [guests, setGuests] = useState('1');
  const [at, setAt] = useState(likelyTime(day, time));
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const walkIn = source === 'walk_in';

  const submit = async (overCapacity: boolean) => {
    try {
      const saved = await add({
        source,
        guests: Number(guests),
        date: day.date,
        time: at,
        name: name.trim(),
        email: email.trim(),
        over_capacity: overCapacity,
      });
      toastSuccess(saved.message);
      onClose();
    } catch (error) {
      if (httpStatusOf(error) === 422) setErrors(firstFieldErrors(error));
      else reportMutationError(error);
    }
  };

  return (
    <Modal opened onClose={onClose} title={walkIn ? 'Add a walk-in' : 'Add a phone booking'} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit(false);
        }}
      >
        <Stack gap="md">
          <SegmentedControl
            fullWidth
            size="md"
            value={source}
            onChange={(v) => {
              setSource(v as 'walk_in' | 'phone');
              setErrors({});
            }}
            data={[
              { value: 'walk_in', label: 'Walk-in' },
              { value: 'phone', label: 'Phone booking' },
            ]}
          />
          <div>
            <Text size="sm" fw={500} mb={4} id="walk-in-guests">
              Guests
            </Text>
            <SegmentedControl
              fullWidth
              size="md"
              aria-labelledby="walk-in-guests"
              value={guests}
              onChange={(v) => {
                setGuests(v);
                setErrors({});
              }}
              data={GUESTS}
            />
          </div>
          <NativeSelect
            label="Time"
            size="md"
            data={day.times.map((t) => ({
              value: t.time,
              label: `${t.label} · ${t.capacity === null ? `${t.booked} booked` : `${t.booked} / ${t.capacity} booked`}`,
            }))}
            value={at}
            onChange={(e) => {
              setAt(e.currentTarget.value);
              setErrors({});
            }}
            error={errors.time}
          />
          <TextInput
            label={walkIn ? 'Name (optional)' : 'Name'}
            size="md"
            required={!walkIn}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errors.name}
          />
          <TextInput
            label="Email (optional)"
            type="email"
            size="md"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={errors.email}
          />
          {errors.guests && (
            <Text size="sm" c="madder.8" role="alert">
              {errors.guests}
            </Text>
          )}
          {errors.over_capacity ? (
            <Alert color="madder" variant="light" role="alert" title="Over capacity">
              <Text size="sm">{errors.over_capacity}</Text>
              <Group mt="sm">
                <Button color="madder.8" size="md" loading={busy} onClick={() => void submit(true)}>
                  Add over capacity
                </Button>
                <Button variant="default" size="md" onClick={() => setErrors({})}>
                  Cancel
                </Button>
              </Group>
            </Alert>
          ) : (
            <Button type="submit" size="md" loading={busy} data-autofocus>
              {walkIn ? 'Add walk-in and check in' : 'Add phone booking'}
            </Button>
          )}
        </Stack>
      </form>
    </Modal>
  );
}
