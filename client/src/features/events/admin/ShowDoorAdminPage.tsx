import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { SHOW_HOOKS } from '#client/features/events/api';
import { DoorTable } from '#client/features/events/admin/door/DoorTable';
import { kindOfPath, rsvpsPath } from '#client/features/events/show-paths';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { positiveId } from './show-id';

/**
 * /admin/events/{exhibitions|events}/:id/door: the door alone, for a phone at the entrance: the
 * show's name, a way back, and the guests of the date with their counts, check-ins and walk-ins.
 */
export default function ShowDoorAdminPage() {
  const kind = kindOfPath(useLocation().pathname);
  const id = positiveId(useParams().id);
  const show = SHOW_HOOKS[kind].useItem(id).data;
  useDocumentTitle(show ? `Door · ${show.title}` : 'Door');
  if (id === undefined) return <Navigate to="/404" replace />;
  return (
    <Stack gap="sm" maw={960} mx="auto">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Door
          </Text>
          <Title order={1} size="h3" lineClamp={2}>
            {show?.title ?? '…'}
          </Title>
        </Stack>
        <Anchor component={Link} to={rsvpsPath(kind, id)} size="sm" style={{ flexShrink: 0 }}>
          <Group gap={4} wrap="nowrap" mih={48}>
            <IconArrowLeft size={16} aria-hidden />
            Back office
          </Group>
        </Anchor>
      </Group>
      <DoorTable key={id} kind={kind} id={id} />
    </Stack>
  );
}
