import { Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { AdminPageHeader } from '#client/components/admin/AdminPageHeader';
import { useMe } from '#client/features/auth/api';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { DetailsForm } from '#client/features/auth/admin/profile/DetailsForm';
import { EmailStatus } from '#client/features/auth/admin/profile/EmailStatus';
import { InviteForm } from '#client/features/auth/admin/profile/InviteForm';
import { PasswordForm } from '#client/features/auth/admin/profile/PasswordForm';

function Section({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="sm">
      <Title order={2} fz={22}>
        {title}
      </Title>
      {intro && (
        <Text size="sm" c="dimmed" mt={4}>
          {intro}
        </Text>
      )}
      <Stack mt="md">{children}</Stack>
    </Paper>
  );
}

/** /admin/profile: your name, photo, email and password, and inviting colleagues. */
export default function ProfileAdminPage() {
  useDocumentTitle();
  const { data: user } = useMe();
  if (!user)
    return (
      <Center h="40vh">
        <Loader aria-label="Loading" />
      </Center>
    );

  return (
    <Stack gap="lg" maw={720}>
      <AdminPageHeader title="Profile" description="How you appear in the back office, and how you sign in." />
      <Section title="Your details">
        <DetailsForm key={user.id} user={user} />
      </Section>
      <Section title="Email">
        <EmailStatus user={user} />
      </Section>
      <Section title="Password">
        <PasswordForm user={user} />
      </Section>
      <Section title="Invite a staff member" intro="They receive an email with a link to set their name and password.">
        <InviteForm />
      </Section>
    </Stack>
  );
}
