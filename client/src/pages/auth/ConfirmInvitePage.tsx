import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { confirmInviteInput } from '#shared/schemas/auth';
import { toastSuccess } from '../../app/toast';
import { zodValidate } from '../../lib/form-validate';
import { useConfirmInvite } from '../../features/auth/api';
import { AuthCard } from './AuthCard';
import { describeFailure } from './auth-errors';
import { FormAlert } from './FormAlert';
import { MissingToken } from './MissingToken';
import { NewPasswordFields } from './NewPasswordFields';

const blank = { first_name: '', last_name: '', password: '', password_confirmation: '' };

export default function ConfirmInvitePage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const navigate = useNavigate();
  const validateWithToken = zodValidate(confirmInviteInput);
  const form = useForm({ initialValues: blank, validate: (values) => validateWithToken({ ...values, token }) });
  const [alert, setAlert] = useState<string | null>(null);
  const confirm = useConfirmInvite();

  if (!token)
    return (
      <AuthCard title="Accept invitation">
        <MissingToken what="invitation" />
      </AuthCard>
    );

  const submit = form.onSubmit((values) => {
    setAlert(null);
    confirm.mutate(
      { ...values, token },
      {
        onSuccess: (res) => {
          toastSuccess(res.message);
          navigate('/login', { replace: true });
        },
        onError: (err) => {
          // SPEC.md section 8: the email message or the message field; an expired link is a token message.
          const failure = describeFailure(err, ['email', 'token']);
          form.setErrors(failure.fields);
          setAlert(failure.alert);
        },
      },
    );
  });

  return (
    <AuthCard
      title="Accept invitation"
      intro="Welcome to the gallery's back office. Tell us your name and choose a password."
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label="First name"
              autoComplete="given-name"
              autoFocus
              required
              {...form.getInputProps('first_name')}
            />
            <TextInput label="Last name" autoComplete="family-name" required {...form.getInputProps('last_name')} />
          </SimpleGrid>
          <NewPasswordFields form={form} />
          <FormAlert message={alert} />
          <Button type="submit" fullWidth loading={confirm.isPending}>
            Create my account
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
