import { listPathOf, pathOf } from '#shared/public-kinds';
import { pageQuery } from '#client/lib/page-query';
import type { Prefetch } from '#client/lib/ssr-data';
import { EmptyState } from '#client/components/public/shells/EmptyState';
import { PublicListPage } from '#client/components/public/shells/PublicListPage';
import { trpc } from '#client/lib/trpc';
import { MediaEntries } from './MediaEntries';

export const ADVISORY_PATH = listPathOf('advisory');
const servicesQuery = pageQuery(trpc.artAdvisories.publicList);

/** /art-advisory: the gallery's advisory services, in its order. */
export default function ArtAdvisoryPage() {
  const query = servicesQuery.useQuery(undefined);
  const services = query.data?.data ?? [];
  return (
    <PublicListPage
      eyebrow="For collectors"
      title="Art advisory"
      lead="Art advisory: the gallery helps collectors live with textiles and art, from seeing a work on your own wall to commissioning one for a place."
      path={ADVISORY_PATH}
      image={services.find((s) => s.image)?.image}
      trail={[{ name: 'Art advisory', path: ADVISORY_PATH }]}
      pending={!query.data}
      count={services.length}
      empty={
        <EmptyState title="Services coming soon" text="Write to the gallery in the meantime: we are glad to help." />
      }
    >
      <MediaEntries
        label="Advisory services"
        entries={services.map((s) => ({
          key: s.slug,
          path: pathOf('advisory', s.slug),
          title: s.title,
          text: s.summary,
          image: s.image,
        }))}
      />
    </PublicListPage>
  );
}

export const prefetch: Prefetch = (ctx) => servicesQuery.prefetch(ctx, undefined);
