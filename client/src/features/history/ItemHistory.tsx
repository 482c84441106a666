// A drawer's History section: what staff changed on this item, newest first (the last 20; the
// history page has the rest).
import { Anchor, Skeleton, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { HistoryItemType } from '#shared/schemas/history';
import { FormSection } from '#client/components/admin/FormDrawer';
import { useItemHistory } from './api';
import { HistoryRows } from './HistoryRows';

export function ItemHistory({ type, id }: { type: HistoryItemType; id: number }) {
  const history = useItemHistory(type, id);
  const data = history.data;
  return (
    <FormSection title="History">
      {!data ? (
        <Skeleton h={40} />
      ) : data.list.length === 0 ? (
        <Text size="sm" c="dimmed">
          No change to its price, availability, status or dates has been recorded yet.
        </Text>
      ) : (
        <>
          <HistoryRows changes={data.list} />
          {data.hasMorePages && (
            <Anchor component={Link} to={`/admin/history?item_type=${type}&item_id=${id}`} size="sm">
              All {data.total} changes
            </Anchor>
          )}
        </>
      )}
    </FormSection>
  );
}
