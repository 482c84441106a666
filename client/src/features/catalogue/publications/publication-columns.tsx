import { Badge, Text } from '@mantine/core';
import type { PUBLICATION_SORTS, PublicationDto } from '#shared/schemas/publication';
import type { AdminColumn } from '../../../components/admin/AdminListTable';
import { StatusBadge } from '../../../components/admin/StatusBadge';

export const publicationColumns: AdminColumn<PublicationDto, (typeof PUBLICATION_SORTS)[number]>[] = [
  {
    key: 'title',
    label: 'Title',
    sort: 'title',
    render: (p) => (
      <Text fw={500} size="sm">
        {p.title}
      </Text>
    ),
  },
  {
    key: 'type',
    label: 'Type',
    sort: 'type',
    wideOnly: true,
    render: (p) =>
      p.type ? (
        <Badge variant="light" color="gray" tt="none">
          {p.type}
        </Badge>
      ) : null,
  },
  { key: 'author', label: 'Author', sort: 'author', wideOnly: true, render: (p) => p.author },
  { key: 'year', label: 'Year', sort: 'year', width: 90, wideOnly: true, render: (p) => p.year },
  { key: 'status', label: 'Status', sort: 'status', width: 110, render: (p) => <StatusBadge status={p.status} /> },
];

export const publicationDeleteDetail = (p: PublicationDto) =>
  p.artists.length ? 'It will no longer show on its artists’ pages.' : null;
