import { getQueryKey } from '@trpc/react-query';
import { listPathOf, pathOf } from '#shared/public-kinds';
import { fetchFirstPage } from '#client/lib/prefetch';
import type { Prefetch } from '#client/lib/ssr-data';
import page from '#client/components/public/page.module.css';
import { PageMeta } from '#client/components/public/seo/PageMeta';
import { trpc } from '#client/lib/trpc';
import { usePagedQuery } from '#client/lib/use-paged-query';
import { LoadMorePages } from '#client/components/public/artworks/ArtworkGrid';
import { MediaEntries } from './MediaEntries';
import { MEDIA_TRAIL } from './media-paths';

const LIVES_PATH = listPathOf('memoriam');
const LEAD =
  'The gallery remembers the artists, makers and friends whose work and company shaped it: lives well lived, and the work they leave.';

/** /media/lives-well-lived: every published memoriam, newest first, 12 more as the visitor scrolls. */
export default function LivesWellLivedPage() {
  const utils = trpc.useUtils();
  const list = usePagedQuery(getQueryKey(trpc.memoriams.publicList, {}, 'infinite'), (p) =>
    utils.client.memoriams.publicList.query({ page: p }),
  );
  const memoriams = (list.data?.pages ?? []).flatMap((p) => p.data);
  return (
    <div className={page.container}>
      <PageMeta
        title="Lives well lived"
        description={LEAD}
        path={LIVES_PATH}
        image={memoriams[0]?.image}
        trail={[MEDIA_TRAIL, { name: 'Lives well lived', path: LIVES_PATH }]}
      />
      <header className={page.pageHead}>
        <p className={page.eyebrow}>Media</p>
        <h1 className={page.pageTitle}>Lives well lived</h1>
        <p className={page.lead}>{LEAD}</p>
      </header>
      {!list.isPending && memoriams.length === 0 ? (
        <div className={page.empty} role="status">
          <p className={page.emptyTitle}>Nothing here yet</p>
          <p className={page.emptyText}>The gallery has not published a remembrance yet.</p>
        </div>
      ) : (
        <MediaEntries
          label="Memoriams"
          entries={memoriams.map((m) => ({
            key: m.slug,
            path: pathOf('memoriam', m.slug),
            title: m.title,
            meta: m.years,
            text: m.excerpt,
            image: m.image,
          }))}
        />
      )}
      <LoadMorePages list={list} mode="scroll" />
    </div>
  );
}

export const prefetch: Prefetch = (ctx) =>
  fetchFirstPage(ctx, getQueryKey(trpc.memoriams.publicList, {}, 'infinite'), (p) =>
    ctx.caller.memoriams.publicList({ page: p }),
  );
