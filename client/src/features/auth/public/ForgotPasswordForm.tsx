import { Alert } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { forgotPasswordInput } from '#shared/schemas/auth';
import { zodValidate } from '#client/lib/form-validate';
import { useForgotPassword } from '#client/features/auth/api';
import { describeFailure } from '#client/components/auth-card/auth-errors';
import { AuthForm, EmailInput } from './AuthForm';

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
    <AuthForm onSubmit={submit} alert={alert} submitting={forgot.isPending} submitLabel="Send reset link">
      <EmailInput autoComplete="email" {...form.getInputProps('email')} />
    </AuthForm>
  );
}
