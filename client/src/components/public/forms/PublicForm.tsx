// The form every public form is drawn in: the fields it is given, the honeypot, the failure above
// the button (everything typed stays), the button disabled while sending, the upload's progress,
// and the success state that replaces the form.
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { HONEYPOT_FIELD } from '#shared/forms';
import { Button } from '../ui/controls';
import type { PublicFormState } from './use-public-form';
import classes from './PublicForm.module.css';

interface Props {
  form: PublicFormState;
  /** the form's accessible name */
  label: string;
  submitLabel: string;
  /** what the visitor reads once sent: the server's message comes first */
  success: (values: Record<string, string>) => ReactNode;
  children: ReactNode;
}

export function PublicForm({ form, label, submitLabel, success, children }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);
  const id = useId();
  // The form goes on success: the focus moves to what replaced it, not to the page's top.
  useEffect(() => doneRef.current?.focus(), [form.done]);
  // A refused submit: the first wrong field takes the focus, and its message is read with it.
  useEffect(() => {
    if (form.refused) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [form.refused]);
  useEffect(() => {
    if (form.failure && !Object.keys(form.failure.fields).length) failureRef.current?.focus();
  }, [form.failure]);

  if (form.done)
    return (
      <div className={classes.done} role="status">
        <h2 className={classes.doneTitle} ref={doneRef} tabIndex={-1}>
          {form.done.message}
        </h2>
        <div className={classes.doneText}>{success(form.done.values)}</div>
        <Button variant="outline" onClick={form.reset}>
          Send another
        </Button>
      </div>
    );

  const percent = form.progress === null ? null : Math.round(form.progress * 100);
  return (
    <form
      ref={formRef}
      className={classes.form}
      onSubmit={form.submit}
      onFocus={form.warm}
      noValidate
      aria-label={label}
      aria-busy={form.sending || undefined}
    >
      <p className={classes.required}>Fields marked * are required.</p>
      {children}
      {/* Robots fill every field; people never see this one (nor do screen readers or the Tab key). */}
      <div className={classes.honeypot} aria-hidden="true">
        <label htmlFor={`${id}-hp`}>Leave this empty</label>
        <input
          id={`${id}-hp`}
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={form.values[HONEYPOT_FIELD] ?? ''}
          onChange={(e) => form.set(HONEYPOT_FIELD, e.currentTarget.value)}
        />
      </div>
      {form.failure && (
        <p className={classes.failure} role="alert" ref={failureRef} tabIndex={-1}>
          {form.failure.message}
        </p>
      )}
      {percent !== null && (
        <div className={classes.progress}>
          <progress max={100} value={percent} aria-label="Sending the images" />
          <span aria-hidden>{percent}%</span>
        </div>
      )}
      <div>
        <Button type="submit" loading={form.sending}>
          {form.sending ? 'Sending…' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
