import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useId } from 'react';
import { MSG } from '#shared/messages';

/**
 * A password field that reads well to screen readers: Mantine's PasswordInput neither marks its
 * inner input invalid nor, without an explicit id, points aria-describedby at its error.
 */
export function AccessiblePasswordInput(props: PasswordInputProps) {
  const id = useId();
  return <PasswordInput id={id} aria-invalid={Boolean(props.error)} {...props} />;
}

interface Values {
  password: string;
  password_confirmation: string;
}

/** New password and its confirmation, with the spec's rule written under the first one. */
export function NewPasswordFields<T extends Values>({
  form,
  autoFocus,
}: {
  form: UseFormReturnType<T>;
  autoFocus?: boolean;
}) {
  return (
    <>
      <AccessiblePasswordInput
        label="New password"
        description={MSG.password}
        autoComplete="new-password"
        autoFocus={autoFocus}
        required
        {...form.getInputProps('password')}
      />
      <AccessiblePasswordInput
        label="Confirm password"
        autoComplete="new-password"
        required
        {...form.getInputProps('password_confirmation')}
      />
    </>
  );
}
