import { Badge } from '@mantine/core';
import { PUBLICATION_SORTS, type PublicationDto } from '#shared/schemas/publication';
import type { AdminColumn, AdminTable } from '#client/components/admin/AdminListTable';
import { nameColumn, statusColumn } from '#client/components/admin/columns';

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

export const publicationTable: AdminTable<PublicationDto, (typeof PUBLICATION_SORTS)[number]> = {
  sorts: PUBLICATION_SORTS,
  defaultSort: 'title',
  description: "Catalogues, books and articles, shown on their artists' pages.",
  nouns: { one: 'publication', many: 'publications' },
  emptyHint: 'Add a catalogue or an article, then link it to its artists.',
  columns: publicationColumns,
  rowLabel: (p) => p.title,
  deleteDetail: publicationDeleteDetail,
};
