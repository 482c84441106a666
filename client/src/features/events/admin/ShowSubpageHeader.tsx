import { Anchor, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCalendarTime, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { SHOW_HOOKS, type ShowKindKey } from '#client/features/events/api';
import { rsvpsPath, showListPath, timeslotsPath } from '#client/features/events/show-paths';
import { showDates } from './shows/show-columns';

const LIST_LABEL = { exhibition: 'Exhibitions', event: 'Events' } as const;

/**
 * The top of an exhibition's or an event's own screens: the way back to its list, its title and
 * dates, and the switch between its RSVPs (the door) and its timeslots.
 */
export function ShowSubpageHeader({
  kind,
  id,
  current,
  actions,
}: {
  kind: ShowKindKey;
  id: number;
  current: 'rsvps' | 'timeslots';
  actions?: ReactNode;
}) {
  const show = SHOW_HOOKS[kind].useItem(id).data;
  const screen = current === 'rsvps' ? 'RSVPs' : 'Timeslots';
  useDocumentTitle(show ? `${screen} · ${show.title}` : screen);
  const tab = (to: 'rsvps' | 'timeslots', label: string, icon: ReactNode) => (
    <Button
      component={Link}
      to={to === 'rsvps' ? rsvpsPath(kind, id) : timeslotsPath(kind, id)}
      variant={current === to ? 'filled' : 'default'}
      leftSection={icon}
      aria-current={current === to ? 'page' : undefined}
    >
      {label}
    </Button>
  );

  return (
    <Stack gap="sm" mb="lg">
      <Anchor component={Link} to={showListPath(kind)} size="sm" c="dimmed" w="fit-content">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={14} aria-hidden />
          {LIST_LABEL[kind]}
        </Group>
      </Anchor>
      <Stack gap={2}>
        {show ? (
          <Title order={1} fz={{ base: 26, sm: 32 }} style={{ overflowWrap: 'anywhere' }}>
            {show.title}
          </Title>
        ) : (
          <Skeleton h={36} w="60%" />
        )}
        {show && showDates(show) && (
          <Text size="sm" c="dimmed">
            {showDates(show)}
          </Text>
        )}
      </Stack>
      <Group justify="space-between" gap="sm">
        <Group gap="xs" component="nav" aria-label={`This ${kind}`}>
          {tab('rsvps', 'RSVPs', <IconUsers size={16} aria-hidden />)}
          {tab('timeslots', 'Timeslots', <IconCalendarTime size={16} aria-hidden />)}
        </Group>
        {actions}
      </Group>
    </Stack>
  );
}
