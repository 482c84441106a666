import { Anchor, Group, Paper, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { Link } from 'react-router';

interface Props {
  label: string;
  value: number | undefined;
  note?: string;
  icon: Icon;
  /** where the number can be managed, once that screen exists */
  href?: string;
}

const nf = new Intl.NumberFormat('en-US');

export function StatCard({ label, value, note, icon: IconC, href }: Props) {
  return (
    <Paper withBorder p="md" radius="sm">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {href ? (
              <Anchor component={Link} to={href} c="inherit" size="sm">
                {label}
              </Anchor>
            ) : (
              label
            )}
          </Text>
          {value === undefined ? (
            <Skeleton h={30} w={64} />
          ) : (
            <Text fz={30} fw={500} lh={1.1} ff="heading" style={{ fontVariantNumeric: 'lining-nums' }}>
              {nf.format(value)}
            </Text>
          )}
          {note && value !== undefined && (
            <Text size="xs" c="dimmed">
              {note}
            </Text>
          )}
        </Stack>
        <ThemeIcon variant="light" color="ink" size={36} radius="xl" aria-hidden>
          <IconC size={20} stroke={1.6} />
        </ThemeIcon>
      </Group>
    </Paper>
  );
}
