// Changes as short rows: 'Price $1,200 → $1,500', who and when. A drawer, the dashboard and the
// history page show them the same way.
import { Group, Stack, Text } from '@mantine/core';
import { formatHistoryValue } from '#shared/history-format';
import { HISTORY_FIELDS, type HistoryEntry } from '#shared/schemas/history';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export const fieldLabel = (field: HistoryEntry['field']) => HISTORY_FIELDS[field] ?? field;

export const changeText = (c: HistoryEntry) =>
  `${fieldLabel(c.field)}: ${formatHistoryValue(c.field, c.before)} → ${formatHistoryValue(c.field, c.after)}`;

/** `withItem`: name the item too (the dashboard, where the rows are of many items). */
export function HistoryRows({ changes, withItem = false }: { changes: HistoryEntry[]; withItem?: boolean }) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {changes.map((c) => (
        <li key={c.id}>
          <Text size="sm">
            {withItem && (
              <Text span fw={600}>
                {c.item_title}{' '}
              </Text>
            )}
            {changeText(c)}
          </Text>
          <Group gap={6}>
            <Text size="xs" c="dimmed">
              {c.user_name}, <time dateTime={c.at}>{when.format(new Date(c.at))}</time>
            </Text>
          </Group>
        </li>
      ))}
    </Stack>
  );
}
