// The "Published" column of the media tables: the date visitors first saw (or will see) the item,
// on the gallery's clock as the Publish at field takes it.
import { Badge, Text } from '@mantine/core';
import type { AdminColumn } from '#client/components/admin/AdminListTable';
import { isScheduled, PUBLISH_ZONE, publishedDay, publishedMinute } from './publish-at';

export const publishedColumn = <Row extends { date_published: string | null }, S extends string>(
  sort: S,
): AdminColumn<Row, S> => ({
  key: 'date_published',
  label: 'Published',
  sort,
  wideOnly: true,
  render: (row) =>
    !row.date_published ? null : isScheduled(row.date_published) ? (
      <Badge variant="light" color="yellow" title={`${publishedMinute(row.date_published)} (${PUBLISH_ZONE})`}>
        {`Scheduled ${publishedMinute(row.date_published)}`}
      </Badge>
    ) : (
      <Text size="sm" c="dimmed">
        {publishedDay(row.date_published)}
      </Text>
    ),
});
