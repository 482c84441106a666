import { type ChangeEvent, type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { subscribeInput } from '#shared/schemas/forms';
import { toastError, toastSuccess } from '#client/lib/toast';
import { firstFieldErrors, httpStatusOf, messageOf } from '#client/lib/api-error';
import { zodValidate } from '#client/lib/form-validate';
import { trpc } from '#client/lib/trpc';
import { Button } from './ui/controls';
import { Dialog } from './ui/Dialog';
import { TextField } from './ui/fields';
import classes from './MailingListModal.module.css';
import { SITE_PAGES } from '#shared/site-pages';

interface Props {
  opened: boolean;
  onClose: () => void;
}

interface Values {
  name: string;
  email: string;
  agree: boolean;
}

const EMPTY: Values = { name: '', email: '', agree: false };
const validate = zodValidate(subscribeInput);

/**
 * The mailing-list popup, opened from the menu and the footer. Its chunk (and the shared schema's
 * validation) loads when a visitor first asks for it. A field's message shows once it has been left;
 * Subscribe waits until the whole form is valid.
 */
export function MailingListModal({ opened, onClose }: Props) {
  const [values, setValues] = useState(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<keyof Values, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const errors = { ...validate(values), ...serverErrors };
  const valid = Object.keys(validate(values)).length === 0;

  const subscribe = trpc.forms.subscribe.useMutation({
    onSuccess: ({ message }) => {
      toastSuccess(message);
      setValues(EMPTY);
      setTouched({});
    },
    onError: (err) => {
      // 401/404/5xx are the global policy's; a 422 lands under its fields, a 429 as a toast.
      const status = httpStatusOf(err);
      if (status === undefined || status >= 500) return;
      const fields = firstFieldErrors(err);
      if (Object.keys(fields).length) {
        setServerErrors(fields);
        setTouched({ name: true, email: true, agree: true });
      } else toastError(messageOf(err));
    },
  });

  const change = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setServerErrors(({ [key]: _dropped, ...rest }) => rest);
  };
  const leave = (key: keyof Values) => setTouched((t) => ({ ...t, [key]: true }));
  const shown = (key: keyof Values) => (touched[key] ? errors[key] : undefined);
  const bind = (key: 'name' | 'email') => ({
    value: values[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => change(key, e.currentTarget.value),
    onBlur: () => leave(key),
    error: shown(key),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTouched({ name: true, email: true, agree: true });
    if (valid) subscribe.mutate({ name: values.name, email: values.email, agree: true });
  };

  return (
    <Dialog opened={opened} onClose={onClose} title="Join our mailing list">
      <p className={classes.intro}>
        Invitations to openings, first looks at new work and the occasional letter from the gallery. A few emails a
        season; unsubscribe whenever you like.
      </p>
      <form onSubmit={submit} noValidate className={classes.form}>
        <TextField label="Name" autoComplete="name" required {...bind('name')} />
        <TextField label="Email" type="email" autoComplete="email" required {...bind('email')} />
        <div>
          <label className={classes.agree}>
            <input
              type="checkbox"
              checked={values.agree}
              onChange={(e) => change('agree', e.currentTarget.checked)}
              onBlur={() => leave('agree')}
              aria-invalid={shown('agree') ? true : undefined}
            />
            <span>
              I agree to the{' '}
              <Link to={SITE_PAGES.terms} target="_blank">
                terms and conditions
              </Link>{' '}
              and the{' '}
              <Link to={SITE_PAGES.privacy} target="_blank">
                privacy policy
              </Link>
              .
            </span>
          </label>
          {shown('agree') && <p className={classes.error}>{shown('agree')}</p>}
        </div>
        <Button type="submit" disabled={!valid} loading={subscribe.isPending}>
          Subscribe
        </Button>
      </form>
    </Dialog>
  );
}
