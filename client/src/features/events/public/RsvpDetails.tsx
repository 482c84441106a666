// The RSVP's last step, in its own chunk: the shared zod schema checks the fields with the server's
// own messages ('This field is required', 'Invalid email', 'Min 2 characters').
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { RSVP_MAX_GUESTS } from '#shared/schemas/event-fields';
import { publicRsvpInput } from '#shared/schemas/timeslots';
import { Button } from '#client/components/public/ui/controls';
import { SelectField, TextField } from '#client/components/public/ui/fields';
import { firstFieldErrors, httpStatusOf, messageOf } from '#client/lib/api-error';
import { zodValidate } from '#client/lib/form-validate';
import classes from './events.module.css';
import type { RsvpDetailsValues, RsvpDone, RsvpMode } from './rsvp-values';
import { procsOf, type ShowKindView } from '#client/features/events/show-kind';

interface Props {
  kind: ShowKindView;
  /** reserve places, or join the chosen full time's waitlist (the same fields) */
  mode: RsvpMode;
  slug: string;
  date: string;
  /** '' after a lost race, until another time is chosen */
  time: string;
  /** the chosen time's places left (null: unlimited): the guests offered stop there */
  placesLeft: number | null;
  values: RsvpDetailsValues;
  onValues: (values: RsvpDetailsValues) => void;
  onDone: (done: RsvpDone) => void;
  /** the time filled up or went meanwhile (the server's 422 on `time`) */
  onGone: (message: string) => void;
  /** Reserve pressed with no time chosen */
  onNeedTime: () => void;
}

const validate = zodValidate(publicRsvpInput);
const guestOptions = (max: number) =>
  Array.from({ length: max }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));

export default function RsvpDetails(p: Props) {
  const { kind, slug, date, time, values, onDone, onGone } = p;
  const form = useRef<HTMLFormElement>(null);
  const waitlist = p.mode === 'waitlist';
  // No more guests than the time has places (a race can still refuse them: the server says so).
  // On the waitlist any party size may wait.
  const most = waitlist ? RSVP_MAX_GUESTS : Math.max(1, Math.min(RSVP_MAX_GUESTS, p.placesLeft ?? RSVP_MAX_GUESTS));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  // Bumped on each refused submit: the first wrong field then takes the focus, and its message is read.
  const [refused, setRefused] = useState(0);
  // Every failure is shown in the form, the server's too.
  const rsvp = procsOf(kind).rsvp.useMutation({ meta: { handlesErrors: true } });
  const join = procsOf(kind).joinWaitlist.useMutation({ meta: { handlesErrors: true } });
  const busy = waitlist ? join.isPending : rsvp.isPending;

  useEffect(() => {
    if (refused) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);

  const input = () => ({ slug, date, time, name: values.name, email: values.email, guests: values.guests });
  const set = (field: keyof typeof values) => (value: string) => {
    p.onValues({ ...values, [field]: value });
    // A field already marked is checked again as it is corrected.
    if (errors[field]) setErrors((e) => ({ ...e, [field]: validate({ ...input(), [field]: value })[field] ?? '' }));
  };
  const bind = (field: 'name' | 'email') => ({
    value: values[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(field)(e.currentTarget.value),
    error: errors[field],
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    if (!time) return p.onNeedTime();
    const found = validate(input());
    setErrors(found);
    if (Object.keys(found).length) return setRefused((n) => n + 1);
    try {
      const body = { ...input(), guests: Number(values.guests) };
      if (waitlist) {
        const result = await join.mutateAsync(body);
        return onDone({ ...result.entry, email: values.email.trim(), waitlist: true });
      }
      const result = await rsvp.mutateAsync(body);
      onDone({ ...result.rsvp, email: values.email.trim() });
    } catch (err) {
      const fields = firstFieldErrors(err);
      if (fields.time || fields.date) return onGone(fields.time || fields.date!);
      if (httpStatusOf(err) === 422 && Object.keys(fields).length) {
        setErrors(fields);
        return setRefused((n) => n + 1);
      }
      setFailure(messageOf(err));
    }
  };

  return (
    <form
      ref={form}
      className={classes.form}
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={waitlist ? 'Your details for the waitlist' : 'Your details'}
    >
      <TextField label="Name" autoComplete="name" required {...bind('name')} />
      <TextField label="Email" type="email" autoComplete="email" required {...bind('email')} />
      {/* Fewer places left than asked: said under the guests, which take the focus (aria-invalid). */}
      <SelectField
        label="Guests"
        value={values.guests}
        onChange={(e) => set('guests')(e.currentTarget.value)}
        options={guestOptions(Math.max(most, Number(values.guests) || 1))}
        error={errors.guests}
      />
      {failure && (
        <p className={classes.rsvpAlert} role="alert">
          {failure}
        </p>
      )}
      <Button type="submit" loading={busy}>
        {waitlist ? (busy ? 'Joining…' : 'Join the waitlist') : busy ? 'Reserving…' : 'Reserve'}
      </Button>
    </form>
  );
}
