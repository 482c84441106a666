import { listPathOf, pathOf } from '#shared/public-kinds';
import { LOOSE_THREAD_SORTS, LOOSE_THREAD_TYPES, type LooseThreadDto } from '#shared/schemas/loose-thread';
import type { FilterGroup } from '#client/components/admin/AdminFilterBar';
import type { AdminColumn, AdminTable } from '#client/components/admin/AdminListTable';
import { nameColumn, statusColumn, textColumn } from '#client/components/admin/columns';
import { publishedColumn } from '#client/features/media/admin/published-column';

type Sort = (typeof LOOSE_THREAD_SORTS)[number];

export const THREAD_TYPE_GROUP: FilterGroup = {
  key: 'types',
  title: 'Type',
  items: LOOSE_THREAD_TYPES.map((t) => ({ id: t.title, val: t.title })),
};

export const looseThreadColumns: AdminColumn<LooseThreadDto, Sort>[] = [
  nameColumn('Title', (t) => t.title, 'title'),
  textColumn('type', 'Type', (t) => t.type, { sort: 'type' }),
  {
    key: 'order',
    label: 'Order',
    sort: 'position',
    wideOnly: true,
    width: 90,
    render: (t) => t.order + 1,
  },
  publishedColumn('date_published'),
  statusColumn({ sort: 'status', wideOnly: true }),
];

export const looseThreadTable: AdminTable<LooseThreadDto, Sort> = {
  sorts: LOOSE_THREAD_SORTS,
  defaultSort: 'title',
  description: `The reading list on ${listPathOf('looseThread')}, in three types. Set their order below the table.`,
  nouns: { one: 'loose thread', many: 'loose threads' },
  emptyHint: 'Add an essay, a profile or a resource worth following.',
  columns: looseThreadColumns,
  rowLabel: (t) => t.title,
  viewHref: (t) => pathOf('looseThread', t.slug),
};
