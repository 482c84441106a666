import { Anchor, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { resetPasswordInput } from '#shared/schemas/auth';
import { toastSuccess } from '../../app/toast';
import { zodValidate } from '../../lib/form-validate';
import { useResetPassword } from '../../features/auth/api';
import { AuthCard } from './AuthCard';
import { describeFailure } from './auth-errors';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { FormAlert } from './FormAlert';
import { NewPasswordFields } from './NewPasswordFields';

export default function ChangePasswordPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const navigate = useNavigate();
  const validateWithToken = zodValidate(resetPasswordInput);
  const form = useForm({
    initialValues: { password: '', password_confirmation: '' },
    validate: (values) => validateWithToken({ ...values, token }),
  });
  const [alert, setAlert] = useState<string | null>(null);
  const [linkSpent, setLinkSpent] = useState(false);
  const reset = useResetPassword();

  const backToLogin = (
    <Anchor component={Link} to="/login" size="sm" ta="center">
      Back to log in
    </Anchor>
  );

  // Without a token the page can only start over: ask for a new link.
  if (!token)
    return (
      <AuthCard
        title="Change password"
        intro="Enter your staff email and we will send you a link to choose a new password."
      >
        <Stack gap="md">
          <ForgotPasswordForm />
          {backToLogin}
        </Stack>
      </AuthCard>
    );

  const submit = form.onSubmit((values) => {
    setAlert(null);
    setLinkSpent(false);
    reset.mutate(
      { ...values, token },
      {
        onSuccess: (res) => {
          toastSuccess(res.message);
          navigate('/login', { replace: true });
        },
        onError: (err) => {
          const failure = describeFailure(err, ['email', 'token']);
          form.setErrors(failure.fields);
          setAlert(failure.alert);
          setLinkSpent(Boolean(failure.fields.token));
        },
      },
    );
  });

  return (
    <AuthCard title="Change password" intro="Choose a new password for your staff account.">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <NewPasswordFields form={form} autoFocus />
          <FormAlert message={alert}>
            {linkSpent && (
              <Anchor component={Link} to="/change-password" size="sm" underline="always">
                Ask for a new link
              </Anchor>
            )}
          </FormAlert>
          <Button type="submit" fullWidth loading={reset.isPending}>
            Save new password
          </Button>
          {backToLogin}
        </Stack>
      </form>
    </AuthCard>
  );
}
