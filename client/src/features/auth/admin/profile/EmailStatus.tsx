import { Badge, Button, Group, Text } from '@mantine/core';
import type { UserDto } from '#shared/schemas/auth';
import { useSendVerifyEmail } from '#client/features/auth/api';

/** The sign-in email, whether it is verified, and a way to verify it. */
export function EmailStatus({ user }: { user: UserDto }) {
  const send = useSendVerifyEmail();
  return (
    <Group justify="space-between" gap="sm">
      <Group gap="xs">
        <Text size="sm" fw={500}>
          {user.email}
        </Text>
        <Badge variant="light" color={user.email_verified ? 'teal' : 'madder'} size="sm">
          {user.email_verified ? 'Verified' : 'Not verified'}
        </Badge>
      </Group>
      {!user.email_verified && (
        <Button
          variant="default"
          size="xs"
          loading={send.isPending}
          disabled={send.isSuccess}
          onClick={() => send.mutate()}
        >
          {send.isSuccess ? 'Verification email sent' : 'Send verification email'}
        </Button>
      )}
    </Group>
  );
}
