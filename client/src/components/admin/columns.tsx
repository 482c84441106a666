// Columns every admin table has in some form: the row's name in bold, and its Active/Inactive badge.
import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AdminColumn } from './AdminListTable';
import { StatusBadge } from './StatusBadge';

/**
 * The column that names the row (title, full name), in bold; `sort` when the list sorts by it, and
 * `below` what a row shows under its name (its tags, links to its subpages).
 */
export const nameColumn = <Row, S extends string>(
  label: string,
  name: (row: Row) => string,
  sort?: S,
  below?: (row: Row) => ReactNode,
): AdminColumn<Row, S> => ({
  key: 'name',
  label,
  sort,
  render: (row) => {
    const bold = (
      <Text fw={500} size="sm">
        {name(row)}
      </Text>
    );
    if (!below) return bold;
    return (
      <Stack gap={2}>
        {bold}
        {below(row)}
      </Stack>
    );
  },
});

/** A secondary text column (dimmed, one line when `clamp`): years, a type, a summary, a date line. */
export const textColumn = <Row, S extends string>(
  key: string,
  label: string,
  text: (row: Row) => string | null,
  opts: { sort?: S; wideOnly?: boolean; clamp?: boolean } = {},
): AdminColumn<Row, S> => ({
  key,
  label,
  sort: opts.sort,
  wideOnly: opts.wideOnly,
  render: (row) => (
    <Text size="sm" c="dimmed" lineClamp={opts.clamp ? 1 : undefined}>
      {text(row)}
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
