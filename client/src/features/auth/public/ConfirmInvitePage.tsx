import { SimpleGrid, TextInput } from '@mantine/core';
import { confirmInviteInput } from '#shared/schemas/auth';
import { useConfirmInvite } from '#client/features/auth/api';
import { AuthCard } from '#client/components/auth-card/AuthCard';
import { AuthForm } from './AuthForm';
import { MissingToken } from '#client/components/auth-card/MissingToken';
import { NewPasswordFields } from './NewPasswordFields';
import { useTokenForm } from './use-token-form';

const blank = { first_name: '', last_name: '', password: '', password_confirmation: '' };

export default function ConfirmInvitePage() {
  const { token, form, submit, failure, sending } = useTokenForm(confirmInviteInput, blank, useConfirmInvite());

  if (!token)
    return (
      <AuthCard title="Accept invitation">
        <MissingToken what="invitation" />
      </AuthCard>
    );

  return (
    <AuthCard
      title="Accept invitation"
      intro="Welcome to the gallery's back office. Tell us your name and choose a password."
    >
      <AuthForm onSubmit={submit} alert={failure?.alert ?? null} submitting={sending} submitLabel="Create my account">
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
      </AuthForm>
    </AuthCard>
  );
}
