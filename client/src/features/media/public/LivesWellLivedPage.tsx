import { listPathOf, pathOf } from '#shared/public-kinds';
import type { Prefetch } from '#client/lib/ssr-data';
import { EmptyState } from '#client/components/public/shells/EmptyState';
import { PublicListPage } from '#client/components/public/shells/PublicListPage';
import { itemsOf, pagedPageQuery } from '#client/lib/page-query';
import { trpc } from '#client/lib/trpc';
import { MediaEntries } from './MediaEntries';
import { MEDIA_TRAIL } from './media-paths';

const LIVES_PATH = listPathOf('memoriam');
const memoriamsQuery = pagedPageQuery(trpc.memoriams.publicList);

/** /media/lives-well-lived: every published memoriam, newest first, 12 more as the visitor scrolls. */
export default function LivesWellLivedPage() {
  const list = memoriamsQuery.usePages({});
  const memoriams = itemsOf(list);
  return (
    <PublicListPage
      eyebrow="Media"
      title="Lives well lived"
      lead="The gallery remembers the artists, makers and friends whose work and company shaped it: lives well lived, and the work they leave."
      path={LIVES_PATH}
      image={memoriams[0]?.image}
      trail={[MEDIA_TRAIL, { name: 'Lives well lived', path: LIVES_PATH }]}
      pending={list.isPending}
      count={memoriams.length}
      empty={<EmptyState title="Nothing here yet" text="The gallery has not published a remembrance yet." />}
      more={list}
    >
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
    </PublicListPage>
  );
}

export const prefetch: Prefetch = (ctx) => memoriamsQuery.prefetch(ctx, {});
