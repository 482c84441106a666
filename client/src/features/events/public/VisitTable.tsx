// A visit as the emailed-link pages name it before the visitor acts (cancel a reservation, claim a
// waitlist offer): the show (a link to its page), the date, the time and the guests.
import { Anchor, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface Visit {
  kind: 'exhibition' | 'event';
  title: string;
  path: string;
  date_label: string;
  time_label: string;
  guests: number;
}

export function VisitTable({
  visit: v,
  label,
  extra = [],
}: {
  visit: Visit;
  label: string;
  extra?: [string, ReactNode][];
}) {
  const rows: [string, ReactNode][] = [
    [
      v.kind === 'event' ? 'Event' : 'Exhibition',
      <Anchor key="show" component={Link} to={v.path}>
        {v.title}
      </Anchor>,
    ],
    ['Date', v.date_label],
    ['Time', v.time_label],
    ['Guests', v.guests],
    ...extra,
  ];
  return (
    <Table variant="vertical" withTableBorder aria-label={label}>
      <Table.Tbody>
        {rows.map(([k, value], i) => (
          <Table.Tr key={k}>
            <Table.Th w={i === 0 ? 90 : undefined}>{k}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
