// The RSVP's last step, in its own chunk: the shared zod schema checks the fields with the server's
// own messages ('This field is required', 'Invalid email', 'Min 2 characters').
import { type FormEvent, useId, useState } from 'react';
import { RSVP_MAX_GUESTS } from '#shared/schemas/event-fields';
import { publicRsvpInput } from '#shared/schemas/timeslots';
import { firstFieldErrors, httpStatusOf, messageOf } from '../../../lib/api-error';
import { zodValidate } from '../../../lib/form-validate';
import classes from './events.module.css';
import { procsOf, type ShowKindView } from './show-kind';

export interface RsvpDone {
  name: string;
  email: string;
  guests: number;
  date: string;
  time_label: string;
}

interface Props {
  kind: ShowKindView;
  slug: string;
  date: string;
  time: string;
  onDone: (done: RsvpDone) => void;
  /** the time filled up or went meanwhile (the server's 422 on `time`) */
  onGone: (message: string) => void;
}

const validate = zodValidate(publicRsvpInput);
const GUESTS = Array.from({ length: RSVP_MAX_GUESTS }, (_, i) => i + 1);

export default function RsvpDetails({ kind, slug, date, time, onDone, onGone }: Props) {
  const id = useId();
  const [values, setValues] = useState({ name: '', email: '', guests: '1' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  // Every failure is shown in the form, the server's too.
  const rsvp = procsOf(kind).rsvp.useMutation({ meta: { handlesErrors: true } });

  const input = () => ({ slug, date, time, name: values.name, email: values.email, guests: values.guests });
  const set = (field: keyof typeof values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // A field already marked is checked again as it is corrected.
    if (errors[field]) setErrors((e) => ({ ...e, [field]: validate({ ...input(), [field]: value })[field] ?? '' }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const found = validate(input());
    setErrors(found);
    if (Object.keys(found).length) {
      document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    try {
      const result = await rsvp.mutateAsync({ ...input(), guests: Number(values.guests) });
      onDone({ ...result.rsvp, email: values.email.trim() });
    } catch (err) {
      const fields = firstFieldErrors(err);
      if (fields.time || fields.date) return onGone(fields.time || fields.date!);
      if (httpStatusOf(err) === 422 && Object.keys(fields).length) return setErrors(fields);
      setFailure(messageOf(err));
    }
  };

  const field = (name: 'name' | 'email', label: string, type: string, autoComplete: string) => (
    <div className={classes.field}>
      <label htmlFor={`${id}-${name}`} className={classes.label}>
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        type={type}
        autoComplete={autoComplete}
        className={classes.input}
        value={values[name]}
        onChange={(e) => set(name)(e.currentTarget.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        required
      />
      {errors[name] && (
        <p id={`${id}-${name}-error`} className={classes.error}>
          {errors[name]}
        </p>
      )}
    </div>
  );

  return (
    <form className={classes.form} onSubmit={(e) => void submit(e)} noValidate aria-label="Your details">
      {field('name', 'Name', 'text', 'name')}
      {field('email', 'Email', 'email', 'email')}
      <div className={classes.field}>
        <label htmlFor={`${id}-guests`} className={classes.label}>
          Guests
        </label>
        <select
          id={`${id}-guests`}
          className={classes.select}
          value={values.guests}
          onChange={(e) => set('guests')(e.currentTarget.value)}
          aria-invalid={errors.guests ? true : undefined}
          aria-describedby={errors.guests ? `${id}-guests-error` : undefined}
        >
          {GUESTS.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        {errors.guests && (
          <p id={`${id}-guests-error`} className={classes.error}>
            {errors.guests}
          </p>
        )}
      </div>
      {failure && (
        <p className={classes.rsvpAlert} role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className={classes.button} data-variant="filled" disabled={rsvp.isPending}>
        {rsvp.isPending ? 'Reserving…' : 'Reserve'}
      </button>
    </form>
  );
}
