import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The heading of an admin screen, with its main action on the right. */
export function AdminPageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" gap="md" mb="lg">
      <Stack gap={2}>
        <Title order={1} fz={32}>
          {title}
        </Title>
        {description && (
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        )}
      </Stack>
      {actions}
    </Group>
  );
}
