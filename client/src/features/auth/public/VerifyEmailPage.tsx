import { Center, Loader, Stack } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { clearToken, getToken } from '#client/lib/auth-token';
import { httpStatusOf } from '#client/lib/api-error';
import { useVerifyEmail } from '#client/features/auth/api';
import { AuthCard } from '#client/components/auth-card/AuthCard';
import { describeFailure } from '#client/components/auth-card/auth-errors';
import { FormAlert } from '#client/components/auth-card/FormAlert';
import { LinkSucceeded, NextLink } from '#client/components/auth-card/LinkOutcome';
import { MissingToken } from '#client/components/auth-card/MissingToken';

/** Verification is staff-only (PUT /api/admin/user/verify-email): sign in first, then come back here. */
export default function VerifyEmailPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const location = useLocation();
  const navigate = useNavigate();
  const here = `${location.pathname}${location.search}`;
  const loginUrl = `/login?next=${encodeURIComponent(here)}`;
  const [signedIn] = useState(() => getToken() !== null);
  const [failure, setFailure] = useState<string | null>(null);
  const verify = useVerifyEmail();
  // The link works once: StrictMode's second effect run must not spend it again.
  const sent = useRef(false);

  useEffect(() => {
    if (!signedIn || !token || sent.current) return;
    sent.current = true;
    verify.mutate(
      { token },
      {
        onError: (err) => {
          // An expired session: sign in again and come back, rather than the policy's bare /login.
          if (httpStatusOf(err) === 401) {
            clearToken();
            navigate(loginUrl, { replace: true });
            return;
          }
          setFailure(describeFailure(err, ['email', 'token']).alert);
        },
      },
    );
  }, [signedIn, token, verify, navigate, loginUrl]);

  if (!signedIn && token) return <Navigate to={loginUrl} replace />;

  const toAdmin = <NextLink to="/admin">Go to the back office</NextLink>;

  return (
    <AuthCard title="Verify email">
      {!token ? (
        <MissingToken what="verification" to="/admin" linkLabel="Go to the back office" />
      ) : verify.isSuccess ? (
        <LinkSucceeded message={verify.data.message} next={toAdmin} />
      ) : failure || verify.isError ? (
        <Stack gap="md">
          <FormAlert message={failure} />
          {toAdmin}
        </Stack>
      ) : (
        <Center py="md">
          <Loader aria-label="Verifying your email" />
        </Center>
      )}
    </AuthCard>
  );
}
