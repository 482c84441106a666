// The dashboard's 'Last changes': the eight newest records of the change history.
import { Anchor, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useHistory } from './api';
import { HistoryRows } from './HistoryRows';

const SHOWN = 8;

export function LastChanges() {
  const { data } = useHistory({ page: 1 });
  return (
    <Paper withBorder p="md" radius="sm">
      <Title order={2} fz={22} mb="sm">
        Last changes
      </Title>
      {!data ? (
        <Stack gap="sm" aria-busy>
          <Skeleton h={44} />
          <Skeleton h={44} />
        </Stack>
      ) : data.list.length === 0 ? (
        <Text size="sm" c="dimmed" py="md">
          Changes to prices, availability, status, dates, capacities and check-ins will show here.
        </Text>
      ) : (
        <Stack gap="sm">
          <HistoryRows changes={data.list.slice(0, SHOWN)} withItem />
          <Anchor component={Link} to="/admin/history" size="sm">
            The whole history
          </Anchor>
        </Stack>
      )}
    </Paper>
  );
}
