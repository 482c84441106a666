import { listPathOf, pathOf } from '#shared/public-kinds';
import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateRange } from '#shared/format';
import { ADMIN_SHOW_SORTS, type ShowDto } from '#shared/schemas/events';
import type { AdminColumn, AdminTable } from '#client/components/admin/AdminListTable';
import { nameColumn, statusColumn } from '#client/components/admin/columns';
import type { ShowKindKey } from '#client/features/events/api';
import { rsvpsPath, timeslotsPath } from '#client/features/events/show-paths';

type Sort = (typeof ADMIN_SHOW_SORTS)[number];

/** The display line, or one made from the dates when the line was never written. */
export const showDates = (s: Pick<ShowDto, 'dates' | 'start_date' | 'end_date'>) => {
  if (s.dates) return s.dates;
  const from = s.start_date ?? s.end_date;
  return from ? formatDateRange(from, s.end_date ?? from) : '';
};

const showType = (s: ShowDto) => s.exhibition_type?.title ?? s.types.join(', ');

/** The columns of the exhibitions or the events table: the same, but for what "type" holds. */
export const showColumns = (kind: ShowKindKey): AdminColumn<ShowDto, Sort>[] => [
  // The way to a show's door table and timeslots, on phones too (the row's icons are for the item).
  nameColumn(
    'Title',
    (s) => s.title,
    'title',
    (s) => (
      <Group gap="md">
        <Anchor component={Link} to={rsvpsPath(kind, s.id)} size="sm" aria-label={`RSVPs of ${s.title}`}>
          RSVPs
        </Anchor>
        <Anchor component={Link} to={timeslotsPath(kind, s.id)} size="sm" aria-label={`Timeslots of ${s.title}`}>
          Timeslots
        </Anchor>
      </Group>
    ),
  ),
  {
    key: 'type',
    label: kind === 'exhibition' ? 'Type' : 'Types',
    wideOnly: true,
    render: (s) => (
      <Text size="sm" c="dimmed">
        {showType(s)}
      </Text>
    ),
  },
  { key: 'dates', label: 'Dates', sort: 'start_date', render: showDates },
  {
    key: 'featured',
    label: 'Featured',
    width: 130,
    wideOnly: true,
    render: (s) =>
      s.featured ? (
        <Badge variant="light" color="grape">
          Featured
        </Badge>
      ) : null,
  },
  statusColumn({ sort: 'status', wideOnly: true }),
];

const guestsLabel = (n: number) => (n === 1 ? '1 guest is' : `${n} guests are`);

export const showDeleteDetail = (s: ShowDto) =>
  s.upcoming_guests > 0 ? `${guestsLabel(s.upcoming_guests)} booked for coming dates.` : null;

const SCREEN = {
  exhibition: {
    description: `The gallery’s exhibitions, shown on ${listPathOf('exhibition')} when active.`,
    emptyHint: 'Create an exhibition, then give it timeslots for RSVPs.',
  },
  event: {
    description: `Talks, tours, workshops and openings, shown on ${listPathOf('event')} when active.`,
    emptyHint: 'Create an event, then give it timeslots for RSVPs.',
  },
};

/** The exhibitions or the events table: "New exhibition", /exhibitions/<slug>. */
export const showTable = (kind: ShowKindKey): AdminTable<ShowDto, Sort> => {
  const { description, emptyHint } = SCREEN[kind];
  return {
    sorts: ADMIN_SHOW_SORTS,
    defaultSort: 'title',
    description,
    nouns: { one: kind, many: `${kind}s` },
    emptyHint,
    columns: showColumns(kind),
    rowLabel: (s) => s.title,
    viewHref: (s) => pathOf(kind, s.slug),
    deleteDetail: showDeleteDetail,
  };
};
