// Columns every admin table has in some form: the row's name in bold, and its Active/Inactive badge.
import { Text } from '@mantine/core';
import type { AdminColumn } from './AdminListTable';
import { StatusBadge } from './StatusBadge';

/** The column that names the row (title, full name), in bold; `sort` when the list sorts by it. */
export const nameColumn = <Row, S extends string>(
  label: string,
  name: (row: Row) => string,
  sort?: S,
): AdminColumn<Row, S> => ({
  key: 'name',
  label,
  sort,
  render: (row) => (
    <Text fw={500} size="sm">
      {name(row)}
    </Text>
  ),
});

/** Active or Inactive; on phones only where `wideOnly` is not set. */
export const statusColumn = <Row extends { status: '0' | '1' }, S extends string>(
  opts: { sort?: S; wideOnly?: boolean } = {},
): AdminColumn<Row, S> => ({
  key: 'status',
  label: 'Status',
  width: 110,
  ...opts,
  render: (row) => <StatusBadge status={row.status} />,
});
