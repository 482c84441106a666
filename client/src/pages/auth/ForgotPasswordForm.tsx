import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { forgotPasswordInput } from '#shared/schemas/auth';
import { zodValidate } from '../../lib/form-validate';
import { useForgotPassword } from '../../features/auth/api';
import { describeFailure } from './auth-errors';
import { FormAlert } from './FormAlert';

/** Asks for a reset link. The answer is the same for every address, so it never tells who is staff. */
export function ForgotPasswordForm({ initialEmail = '' }: { initialEmail?: string }) {
  const form = useForm({ initialValues: { email: initialEmail }, validate: zodValidate(forgotPasswordInput) });
  const [alert, setAlert] = useState<string | null>(null);
  const forgot = useForgotPassword();

  const submit = form.onSubmit((values) => {
    setAlert(null);
    forgot.mutate(
      { email: values.email.trim() },
      {
        onError: (err) => {
          const failure = describeFailure(err, ['email']);
          form.setErrors(failure.fields);
          setAlert(failure.alert);
        },
      },
    );
  });

  if (forgot.isSuccess)
    return (
      <Alert color="teal" variant="light" icon={<IconMailCheck size={20} aria-hidden />} role="status">
        {forgot.data.message}
      </Alert>
    );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          autoFocus
          required
          {...form.getInputProps('email')}
        />
        <FormAlert message={alert} />
        <Button type="submit" fullWidth loading={forgot.isPending}>
          Send reset link
        </Button>
      </Stack>
    </form>
  );
}
