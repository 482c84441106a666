import { Anchor, Group, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';

/** The item's public page, opened in a new tab (an inactive or scheduled item answers 404 there). */
export function PublicPageLink({ path }: { path: string }) {
  return (
    <Group gap={6}>
      <Text size="sm" c="dimmed">
        Public page:
      </Text>
      <Anchor href={path} target="_blank" rel="noopener" size="sm">
        <Group gap={4} component="span">
          {path}
          <IconExternalLink size={14} aria-label="(opens in a new tab)" />
        </Group>
      </Anchor>
    </Group>
  );
}
