// A form sent with the token of an emailed link (reset password, accept invitation): success shows
// the server's message and goes to /login; a failure puts messages under the fields and in the alert.
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { toastSuccess } from '#client/lib/toast';
import { zodValidate } from '#client/lib/form-validate';
import { describeFailure, type FormFailure } from '#client/components/auth-card/auth-errors';

interface TokenMutation<Values> {
  mutate: (
    input: Values & { token: string },
    callbacks: { onSuccess: (res: { message: string }) => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
}

export const useTokenForm = <Values extends Record<string, unknown>>(
  schema: z.ZodType,
  initialValues: Values,
  mutation: TokenMutation<Values>,
) => {
  const token = useSearchParams()[0].get('token') ?? '';
  const navigate = useNavigate();
  const validateWithToken = zodValidate(schema);
  const form = useForm<Values>({ initialValues, validate: (values) => validateWithToken({ ...values, token }) });
  const [failure, setFailure] = useState<FormFailure | null>(null);

  const submit = form.onSubmit((values) => {
    setFailure(null);
    mutation.mutate(
      { ...values, token },
      {
        onSuccess: (res) => {
          toastSuccess(res.message);
          navigate('/login', { replace: true });
        },
        onError: (error) => {
          // The email field's message, else the answer's message; an expired link is a token message.
          const next = describeFailure(error, ['email', 'token']);
          form.setErrors(next.fields);
          setFailure(next);
        },
      },
    );
  });

  return { token, form, submit, failure, sending: mutation.isPending };
};
