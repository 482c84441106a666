import { listPathOf, pathOf } from '#shared/public-kinds';
import { ART_ADVISORY_SORTS, type ArtAdvisoryDto } from '#shared/schemas/art-advisory';
import type { AdminColumn, AdminTable } from '#client/components/admin/AdminListTable';
import { nameColumn, statusColumn, textColumn } from '#client/components/admin/columns';
import { publishedColumn } from '#client/features/media/admin/published-column';

type Sort = (typeof ART_ADVISORY_SORTS)[number];

export const artAdvisoryColumns: AdminColumn<ArtAdvisoryDto, Sort>[] = [
  nameColumn('Title', (a) => a.title, 'title'),
  textColumn('summary', 'Summary', (a) => a.summary, { wideOnly: true, clamp: true }),
  publishedColumn('date_published'),
  statusColumn({ sort: 'status' }),
];

export const artAdvisoryTable: AdminTable<ArtAdvisoryDto, Sort> = {
  sorts: ART_ADVISORY_SORTS,
  defaultSort: 'title',
  description: `The services offered to collectors, on ${listPathOf('advisory')}. An active service is made inactive before it is deleted.`,
  nouns: { one: 'art advisory', many: 'art advisories' },
  emptyHint: 'Describe a service: virtual placement, commissions, presentation assistance…',
  columns: artAdvisoryColumns,
  rowLabel: (a) => a.title,
  viewHref: (a) => pathOf('advisory', a.slug),
  // A refused advisory delete (an active one) shows the server's message as an error toast, as tags do.
  refusal: 'toast',
};
