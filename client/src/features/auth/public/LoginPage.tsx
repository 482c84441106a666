import { Anchor, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { MSG } from '#shared/messages';
import { loginInput } from '#shared/schemas/auth';
import { getToken, setToken } from '#client/lib/auth-token';
import { zodValidate } from '#client/lib/form-validate';
import { useLogin } from '#client/features/auth/api';
import { AuthCard } from '#client/components/auth-card/AuthCard';
import { AuthForm, EmailInput } from './AuthForm';
import { describeFailure, safeNext } from '#client/components/auth-card/auth-errors';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { AccessiblePasswordInput } from './NewPasswordFields';

export default function LoginPage() {
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  // Read once: after a successful login the cookie is set before navigate() runs, and a re-render
  // in between must not bounce to '/'.
  const [hadToken] = useState(() => getToken() !== null);
  const [mode, setMode] = useState<'login' | 'forgot'>('login');
  const navigate = useNavigate();
  const form = useForm({ initialValues: { username: '', password: '' }, validate: zodValidate(loginInput) });
  const [alert, setAlert] = useState<string | null>(null);
  const login = useLogin();

  if (hadToken) return <Navigate to={next ?? '/'} replace />;

  if (mode === 'forgot')
    return (
      <AuthCard
        title="Forgot your password?"
        intro="Enter your staff email and we will send you a link to choose a new password."
      >
        <Stack gap="md">
          <ForgotPasswordForm initialEmail={form.values.username} />
          <Anchor component="button" type="button" size="sm" onClick={() => setMode('login')}>
            Back to log in
          </Anchor>
        </Stack>
      </AuthCard>
    );

  const submit = form.onSubmit((values) => {
    setAlert(null);
    login.mutate(values, {
      onSuccess: (session) => {
        setToken(session.access_token, session.expires_in);
        navigate(next ?? '/admin', { replace: true });
      },
      onError: (err) => {
        // A 422 shows the password message, else the username one, else 'Some Error'.
        const failure = describeFailure(err, ['password', 'username'], MSG.someError);
        form.setErrors(failure.fields);
        setAlert(failure.alert);
      },
    });
  });

  return (
    <AuthCard title="Log in" intro="The back office of the gallery, for staff.">
      <AuthForm
        onSubmit={submit}
        alert={alert}
        submitting={login.isPending}
        submitLabel="Log in"
        footer={
          <Group justify="center">
            <Anchor component="button" type="button" size="sm" onClick={() => setMode('forgot')}>
              Forgot your password?
            </Anchor>
          </Group>
        }
      >
        <EmailInput autoComplete="username" {...form.getInputProps('username')} />
        <AccessiblePasswordInput
          label="Password"
          autoComplete="current-password"
          required
          {...form.getInputProps('password')}
        />
      </AuthForm>
    </AuthCard>
  );
}
