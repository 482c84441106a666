import { listPathOf, pathOf } from '#shared/public-kinds';
import { MEMORIAM_SORTS, type MemoriamDto } from '#shared/schemas/memoriam';
import type { AdminColumn, AdminTable } from '#client/components/admin/AdminListTable';
import { nameColumn, statusColumn, textColumn } from '#client/components/admin/columns';
import { publishedColumn } from '#client/features/media/admin/published-column';

type Sort = (typeof MEMORIAM_SORTS)[number];

export const memoriamColumns: AdminColumn<MemoriamDto, Sort>[] = [
  nameColumn('Name', (m) => m.title, 'title'),
  textColumn('years', 'Years', (m) => m.years, { sort: 'years' }),
  publishedColumn('date_published'),
  statusColumn({ sort: 'status', wideOnly: true }),
];

export const memoriamTable: AdminTable<MemoriamDto, Sort> = {
  sorts: MEMORIAM_SORTS,
  defaultSort: 'title',
  description: `Lives well lived: the artists and friends the gallery remembers, on ${listPathOf('memoriam')}.`,
  nouns: { one: 'memoriam', many: 'memoriams' },
  emptyHint: 'Write a remembrance: a name, the years, a portrait and a few words.',
  columns: memoriamColumns,
  rowLabel: (m) => m.title,
  viewHref: (m) => pathOf('memoriam', m.slug),
};
