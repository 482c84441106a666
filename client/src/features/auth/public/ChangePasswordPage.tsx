import { Anchor, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { resetPasswordInput } from '#shared/schemas/auth';
import { useResetPassword } from '#client/features/auth/api';
import { AuthCard } from '#client/components/auth-card/AuthCard';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { AuthForm } from './AuthForm';
import { NewPasswordFields } from './NewPasswordFields';
import { useTokenForm } from './use-token-form';

export default function ChangePasswordPage() {
  const { token, form, submit, failure, sending } = useTokenForm(
    resetPasswordInput,
    { password: '', password_confirmation: '' },
    useResetPassword(),
  );

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

  return (
    <AuthCard title="Change password" intro="Choose a new password for your staff account.">
      <AuthForm
        onSubmit={submit}
        alert={failure?.alert ?? null}
        alertAction={
          failure?.fields.token && (
            <Anchor component={Link} to="/change-password" size="sm" underline="always">
              Ask for a new link
            </Anchor>
          )
        }
        submitting={sending}
        submitLabel="Save new password"
        footer={backToLogin}
      >
        <NewPasswordFields form={form} autoFocus />
      </AuthForm>
    </AuthCard>
  );
}
