// The "Published" column of the media tables: the date visitors first saw (or will see) the item.
import { Badge, Text } from '@mantine/core';
import type { AdminColumn } from '../../components/admin/AdminListTable';
import { isScheduled } from './publish-at';

const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const MINUTE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export const publishedColumn = <Row extends { date_published: string | null }, S extends string>(
  sort: S,
): AdminColumn<Row, S> => ({
  key: 'date_published',
  label: 'Published',
  sort,
  wideOnly: true,
  render: (row) =>
    !row.date_published ? null : isScheduled(row.date_published) ? (
      <Badge variant="light" color="yellow" title={MINUTE.format(new Date(row.date_published))}>
        {`Scheduled ${MINUTE.format(new Date(row.date_published))}`}
      </Badge>
    ) : (
      <Text size="sm" c="dimmed">
        {DAY.format(new Date(row.date_published))}
      </Text>
    ),
});
