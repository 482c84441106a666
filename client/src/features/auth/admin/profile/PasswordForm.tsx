import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { z } from 'zod';
import { MSG } from '#shared/messages';
import { newPasswordFields, type UserDto } from '#shared/schemas/auth';
import { useAdminForm } from '#client/components/admin/useAdminForm';
import { useUpdateMe } from '#client/features/auth/api';

// The password part of updateUserInput, with the new password required (there it is optional).
const passwordChange = z
  .object({ current_password: z.string({ error: MSG.required }).min(1, MSG.required), ...newPasswordFields })
  .refine((v) => v.password === v.password_confirmation, { path: ['password_confirmation'], message: MSG.confirmed });

export function PasswordForm({ user }: { user: UserDto }) {
  const updateMe = useUpdateMe();
  const { form, onSubmit, saving } = useAdminForm({
    initialValues: { current_password: '', password: '', password_confirmation: '' },
    schema: passwordChange,
    save: (values) => updateMe.mutateAsync({ first_name: user.first_name, last_name: user.last_name, ...values }),
    onSaved: (_res, f) => f.reset(),
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <PasswordInput
          label="Current password"
          required
          autoComplete="current-password"
          {...form.getInputProps('current_password')}
        />
        <PasswordInput
          label="New password"
          required
          autoComplete="new-password"
          description="At least 8 characters, with a lowercase letter, a number and a special character."
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Repeat the new password"
          required
          autoComplete="new-password"
          {...form.getInputProps('password_confirmation')}
        />
        <Group justify="space-between" gap="sm">
          <Text size="xs" c="dimmed">
            Other devices signed in as you are signed out.
          </Text>
          <Button type="submit" loading={saving}>
            Change password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
