import { Button, Stack, TextInput, type TextInputProps } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { FormAlert } from '#client/components/auth-card/FormAlert';

/**
 * A sign-in screen's form: its fields, the one sentence of a refused try (with `alertAction`, a
 * way on), one full-width submit button and what follows it. The fields check themselves (noValidate).
 */
export function AuthForm({
  onSubmit,
  alert,
  alertAction,
  submitting,
  submitLabel,
  children,
  footer,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  alert: string | null;
  alertAction?: ReactNode;
  submitting: boolean;
  submitLabel: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {children}
        <FormAlert message={alert}>{alertAction}</FormAlert>
        <Button type="submit" fullWidth loading={submitting}>
          {submitLabel}
        </Button>
        {footer}
      </Stack>
    </form>
  );
}

/** A staff address, the first field of its form. */
export const EmailInput = (props: TextInputProps) => (
  <TextInput label="Email" type="email" autoFocus required {...props} />
);
