import { Anchor, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { GALLERY } from '#shared/gallery';

/** The frame every auth screen shares: the gallery's mark above one centred card. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <Box component="main" mih="100vh" bg="ink.0" px="md" py={{ base: 40, sm: 96 }}>
      <Stack maw={420} mx="auto" gap="xl">
        <Anchor component={Link} to="/" underline="never" c="ink.9" style={{ alignSelf: 'center' }}>
          <Group gap="sm" wrap="nowrap">
            <img src="/favicon.svg" width={36} height={36} alt="" />
            <Text component="span" ff="heading" fz={30} fw={500} lh={1}>
              {GALLERY.name}
            </Text>
          </Group>
        </Anchor>
        <Paper withBorder radius="sm" p={{ base: 'lg', sm: 36 }} shadow="xs">
          <Stack gap="xs" mb="lg">
            <Title order={1} fz={30}>
              {title}
            </Title>
            {intro && (
              <Text size="sm" c="dimmed">
                {intro}
              </Text>
            )}
          </Stack>
          {children}
        </Paper>
      </Stack>
    </Box>
  );
}
