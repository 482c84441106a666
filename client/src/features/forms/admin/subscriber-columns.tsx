// The mailing list's table: who, their state (confirmed, waiting for the link, opted out), when.
import { Badge, Text } from '@mantine/core';
import { SUBSCRIBER_SORTS, type SubscriberDto } from '#shared/schemas/inbox';
import type { AdminColumn } from '#client/components/admin/AdminListTable';

const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const STATES = {
  confirmed: { label: 'Confirmed', color: 'teal' },
  unconfirmed: { label: 'Awaiting confirmation', color: 'yellow' },
  unsubscribed: { label: 'Unsubscribed', color: 'gray' },
} as const;

export type SubscriberSort = (typeof SUBSCRIBER_SORTS)[number];
export { SUBSCRIBER_SORTS };

export const subscriberColumns: AdminColumn<SubscriberDto, SubscriberSort>[] = [
  {
    key: 'name',
    label: 'Name',
    sort: 'name',
    render: (s) => (
      <Text fw={500} size="sm">
        {s.name}
      </Text>
    ),
  },
  { key: 'email', label: 'Email', sort: 'email', render: (s) => s.email },
  {
    key: 'state',
    label: 'State',
    width: 190,
    render: (s) => (
      <Badge color={STATES[s.state].color} variant="light">
        {STATES[s.state].label}
      </Badge>
    ),
  },
  {
    key: 'created',
    label: 'Signed up',
    sort: 'created_at',
    width: 140,
    wideOnly: true,
    render: (s) => day.format(new Date(s.created_at)),
  },
];
