import { getQueryKey } from '@trpc/react-query';
import { listPathOf, pathOf } from '#shared/public-kinds';
import { fetchQuery } from '#client/lib/prefetch';
import type { Prefetch } from '#client/lib/ssr-data';
import page from '#client/components/public/page.module.css';
import { PageMeta } from '#client/components/public/seo/PageMeta';
import { trpc } from '#client/lib/trpc';
import { MediaEntries } from './MediaEntries';

export const ADVISORY_PATH = listPathOf('advisory');
const LEAD =
  'Art advisory: the gallery helps collectors live with textiles and art, from seeing a work on your own wall to commissioning one for a place.';

/** /art-advisory: the gallery's advisory services, in its order. */
export default function ArtAdvisoryPage() {
  const query = trpc.artAdvisories.publicList.useQuery();
  const services = query.data?.data ?? [];
  return (
    <div className={page.container}>
      <PageMeta
        title="Art advisory"
        description={LEAD}
        path={ADVISORY_PATH}
        image={services.find((s) => s.image)?.image}
        trail={[{ name: 'Art advisory', path: ADVISORY_PATH }]}
      />
      <header className={page.pageHead}>
        <p className={page.eyebrow}>For collectors</p>
        <h1 className={page.pageTitle}>Art advisory</h1>
        <p className={page.lead}>{LEAD}</p>
      </header>
      {query.data && services.length === 0 ? (
        <div className={page.empty} role="status">
          <p className={page.emptyTitle}>Services coming soon</p>
          <p className={page.emptyText}>Write to the gallery in the meantime: we are glad to help.</p>
        </div>
      ) : (
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
      )}
    </div>
  );
}

export const prefetch: Prefetch = (ctx) =>
  fetchQuery(ctx, getQueryKey(trpc.artAdvisories.publicList, undefined, 'query'), () =>
    ctx.caller.artAdvisories.publicList(),
  );
