import { Badge } from '@mantine/core';
import type { PUBLICATION_SORTS, PublicationDto } from '#shared/schemas/publication';
import type { AdminColumn } from '../../../components/admin/AdminListTable';
import { nameColumn, statusColumn } from '../../../components/admin/columns';

export const publicationColumns: AdminColumn<PublicationDto, (typeof PUBLICATION_SORTS)[number]>[] = [
  nameColumn('Title', (p) => p.title, 'title'),
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
  statusColumn({ sort: 'status' }),
];

export const publicationDeleteDetail = (p: PublicationDto) =>
  p.artists.length ? 'It will no longer show on its artists’ pages.' : null;
