import { PasswordInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MSG } from '../../../../shared/messages';

interface Values {
  password: string;
  password_confirmation: string;
}

/** New password and its confirmation, with the spec's rule written under the first one. */
export function NewPasswordFields<T extends Values>({ form, autoFocus }: { form: UseFormReturnType<T>; autoFocus?: boolean }) {
  return (
    <>
      <PasswordInput
        label="New password"
        description={MSG.password}
        autoComplete="new-password"
        autoFocus={autoFocus}
        required
        {...form.getInputProps('password')}
      />
      <PasswordInput
        label="Confirm password"
        autoComplete="new-password"
        required
        {...form.getInputProps('password_confirmation')}
      />
    </>
  );
}
