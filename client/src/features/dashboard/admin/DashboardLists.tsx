import { Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatTime } from '#shared/format';
import { doorPath, rsvpsPath } from '#client/features/events/show-paths';
import type { Dashboard } from '#client/features/dashboard/api';
import { formatAgo, formatSlotDay } from '#client/components/admin/format';

const Loading = () => (
  <Stack gap="sm" aria-busy>
    {[0, 1, 2].map((i) => (
      <Skeleton key={i} h={44} />
    ))}
  </Stack>
);

const Empty = ({ children }: { children: ReactNode }) => (
  <Text size="sm" c="dimmed" py="md">
    {children}
  </Text>
);

/** A dashboard list: skeletons while it loads, a hint when it is empty, else one item a row. */
function ListPanel<T extends { id: number }>({
  title,
  items,
  empty,
  row,
}: {
  title: string;
  items: T[] | undefined;
  empty: ReactNode;
  row: (item: T) => ReactNode;
}) {
  return (
    <Paper withBorder p="md" radius="sm">
      <Title order={2} fz={22} mb="sm">
        {title}
      </Title>
      {!items ? (
        <Loading />
      ) : items.length === 0 ? (
        <Empty>{empty}</Empty>
      ) : (
        <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <li key={item.id}>{row(item)}</li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

export function NewestComments({ comments }: { comments: Dashboard['latest_comments'] | undefined }) {
  return (
    <ListPanel
      title="Newest comments"
      items={comments}
      empty="No comments yet. Comments left on arttextstyle posts will appear here."
      row={(c) => (
        <>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" fw={600} truncate>
              {c.name}
              <Text span size="sm" c="dimmed" fw={400}>
                {' '}
                on {c.post_title}
              </Text>
            </Text>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {formatAgo(c.created_at)}
            </Text>
          </Group>
          <Text size="sm" lineClamp={2}>
            {c.preview}
          </Text>
        </>
      )}
    />
  );
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function UpcomingTimeslots({ slots }: { slots: Dashboard['upcoming_timeslots'] | undefined }) {
  return (
    <ListPanel
      title="Upcoming timeslots"
      items={slots}
      empty="No upcoming timeslots. Timeslots are added on an exhibition or an event, and visitors RSVP to them."
      row={(s) => (
        <Group gap="xs" wrap="nowrap" align="center">
          {/* the door table of that show, opened on that date */}
          <Anchor
            style={{ flex: 1, minWidth: 0 }}
            component={Link}
            to={rsvpsPath(s.kind, s.parent_id, s.date)}
            underline="never"
            c="inherit"
            display="block"
            aria-label={`RSVPs of ${s.title}, ${formatSlotDay(s.date)} at ${formatTime(s.time)}`}
          >
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {formatSlotDay(s.date)}, {formatTime(s.time)}
                </Text>
                <Text size="sm" c="dimmed" truncate>
                  {s.title}
                </Text>
              </Stack>
              <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                <Badge variant="light" color={s.kind === 'event' ? 'madder' : 'ink'} size="sm">
                  {s.kind}
                </Badge>
                <Text size="xs" c="dimmed">
                  {plural(s.rsvps, 'RSVP')} · {s.capacity ? `${s.guests} / ${s.capacity}` : plural(s.guests, 'guest')}
                  {s.capacity ? ' guests' : ''}
                </Text>
              </Stack>
            </Group>
          </Anchor>
          {/* one tap to the door view of that show and date, nothing else of the back office */}
          <Button
            component={Link}
            to={doorPath(s.kind, s.parent_id, s.date)}
            variant="light"
            size="md"
            px="sm"
            aria-label={`Door view of ${s.title}, ${formatSlotDay(s.date)}`}
          >
            Door
          </Button>
        </Group>
      )}
    />
  );
}
