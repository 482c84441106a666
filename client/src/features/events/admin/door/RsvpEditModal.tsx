import { Button, Checkbox, Group, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { RSVP_MAX_GUESTS } from '#shared/schemas/event-fields';
import { type RsvpDto, rsvpUpdateInput, type SlotDate } from '#shared/schemas/timeslots';
import { FormDrawer } from '#client/components/admin/FormDrawer';
import { useAdminForm } from '#client/components/admin/useAdminForm';
import { DOOR_HOOKS, type RsvpValues, type ShowKindKey } from '#client/features/events/api';

const formSchema = rsvpUpdateInput.omit({ id: true, rsvp: true });

interface Props {
  kind: ShowKindKey;
  showId: number;
  rsvpId: number;
  dates: readonly SlotDate[];
  onClose: () => void;
  onDelete: (row: RsvpDto) => void;
}

/** Edits one reservation (?edit=<rsvp id>): a move to another time must fit in it. */
export function RsvpEditModal({ kind, showId, rsvpId, ...rest }: Props) {
  const rsvp = DOOR_HOOKS[kind].useRsvp(showId, rsvpId).data;
  if (!rsvp) return <FormDrawer as="modal" title="Edit reservation" onClose={rest.onClose} />;
  return <RsvpForm kind={kind} showId={showId} rsvp={rsvp} {...rest} />;
}

/** A time as the select shows it: how many places are left, and whether it is full. */
const timeOption = (t: SlotDate['times'][number], current: RsvpDto) => {
  const own = t.id === current.timeslot_id ? current.guests : 0;
  const left = t.capacity === null ? null : t.capacity - t.booked + own;
  const note = left === null ? '' : left <= 0 ? ' · full' : ` · ${left} ${left === 1 ? 'place' : 'places'} left`;
  return { value: t.time, label: `${t.label}${note}`, disabled: left !== null && left <= 0 };
};

function RsvpForm({ kind, showId, rsvp, dates, onClose, onDelete }: Omit<Props, 'rsvpId'> & { rsvp: RsvpDto }) {
  const update = DOOR_HOOKS[kind].useUpdateRsvp(showId);
  const admin = useAdminForm<RsvpValues & Record<string, unknown>, { message: string }>({
    initialValues: {
      name: rsvp.name,
      email: rsvp.email,
      guests: rsvp.guests,
      date: rsvp.date,
      time: rsvp.time,
      checked_in: rsvp.checked_in,
    },
    schema: formSchema,
    save: (values) => update(rsvp.id, values),
    onSaved: onClose,
  });
  const { form } = admin;
  const day = dates.find((d) => d.date === form.values.date);

  return (
    <FormDrawer as="modal" title={`Edit ${rsvp.name}`} onClose={onClose} form={admin}>
      <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
      <TextInput label="Email" type="email" required {...form.getInputProps('email')} />
      <NumberInput
        label="Guests"
        required
        min={1}
        max={RSVP_MAX_GUESTS}
        allowDecimal={false}
        allowNegative={false}
        {...form.getInputProps('guests')}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Select
          label="Date"
          required
          allowDeselect={false}
          data={dates.map((d) => ({ value: d.date, label: d.label }))}
          {...form.getInputProps('date')}
          onChange={(v) => {
            if (!v) return;
            form.setFieldValue('date', v);
            // the same time on the new date when it has one, else a choice to make
            if (!dates.find((d) => d.date === v)?.times.some((t) => t.time === form.values.time))
              form.setFieldValue('time', '');
          }}
        />
        <Select
          label="Time"
          required
          allowDeselect={false}
          placeholder="Choose a time"
          data={(day?.times ?? []).map((t) => timeOption(t, rsvp))}
          {...form.getInputProps('time')}
          onChange={(v) => v && form.setFieldValue('time', v)}
        />
      </SimpleGrid>
      <Checkbox label="Checked in" {...form.getInputProps('checked_in', { type: 'checkbox' })} />
      <Group>
        <Button variant="subtle" color="madder.7" px={0} onClick={() => onDelete(rsvp)}>
          Delete this reservation
        </Button>
      </Group>
    </FormDrawer>
  );
}
