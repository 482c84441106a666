import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { inviteInput } from '#shared/schemas/auth';
import { useAdminForm } from '#client/components/admin/useAdminForm';
import { useInvite } from '#client/features/auth/api';

/** Invites a colleague: they get an email with a link to choose their name and password. */
export function InviteForm() {
  const invite = useInvite();
  const { form, onSubmit, saving } = useAdminForm({
    initialValues: { email: '', first_name: '', last_name: '' },
    schema: inviteInput,
    save: (values) => invite.mutateAsync(values),
    onSaved: (_res, f) => f.reset(),
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput label="Email" type="email" required autoComplete="off" {...form.getInputProps('email')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="First name"
            description="Optional"
            autoComplete="off"
            {...form.getInputProps('first_name')}
          />
          <TextInput label="Last name" description="Optional" autoComplete="off" {...form.getInputProps('last_name')} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={saving} leftSection={<IconSend size={16} aria-hidden />}>
            Send invitation
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
