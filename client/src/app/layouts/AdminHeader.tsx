import { Anchor, Avatar, Burger, Button, Group, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Link } from 'react-router';
import { GALLERY } from '#shared/gallery';
import type { UserDto } from '#shared/schemas/auth';
import { useLogout } from '#client/features/auth/api';

interface Props {
  user: UserDto;
  navOpened: boolean;
  onToggleNav: () => void;
}

/** Top bar: the gallery name, who is signed in (avatar or initials, name abbreviation) and Logout. */
export function AdminHeader({ user, navOpened, onToggleNav }: Props) {
  const logout = useLogout();

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={navOpened ? 'Close navigation' : 'Open navigation'}
        />
        <Anchor component={Link} to="/admin" underline="never" c="ink.9" ff="heading" fz={24} fw={500}>
          {GALLERY.shortName}
          <Text span c="dimmed" fz="sm" ff="text" ml={8} visibleFrom="xs">
            back office
          </Text>
        </Anchor>
      </Group>
      <Group gap="sm" wrap="nowrap">
        <Anchor component={Link} to="/admin/profile" underline="never" c="inherit" aria-label="Your profile">
          <Group gap={8} wrap="nowrap">
            <Avatar src={user.avatar} alt="" radius="xl" size={32} color="ink">
              {user.initials}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="xs">
              {user.name_abbreviation}
            </Text>
          </Group>
        </Anchor>
        <Button
          variant="subtle"
          color="ink"
          size="compact-sm"
          leftSection={<IconLogout size={16} aria-hidden />}
          loading={logout.isPending}
          onClick={() => logout.mutate()}
        >
          Logout
        </Button>
      </Group>
    </Group>
  );
}
