import { trpc } from '#client/lib/trpc';
import { ArtworkGrid, ArtworkGridSkeleton } from '#client/components/public/artworks/ArtworkGrid';
import { EmptyState } from '#client/components/public/shells/EmptyState';
import { PublicListPage } from '#client/components/public/shells/PublicListPage';
import { itemsOf, pagedPageQuery } from '#client/lib/page-query';
import type { Prefetch } from '#client/lib/ssr-data';
import { GALLERY } from '#shared/gallery';
import { SITE_PAGES } from '#shared/site-pages';
import { formatMonth } from '#client/components/public/dates';

const acquiredOn = (iso: string) => (Number.isNaN(Date.parse(iso)) ? '' : formatMonth(new Date(iso).toISOString()));
const acquisitionsQuery = pagedPageQuery(trpc.cataloguePublic.acquisitions);

/** /media/acquisitions: works that institutions have taken into their collections, newest first. */
export default function AcquisitionsPage() {
  const list = acquisitionsQuery.usePages({});
  const artworks = itemsOf(list);
  return (
    <PublicListPage
      eyebrow="Media"
      title="Acquisitions"
      lead="Works by the gallery's artists that museums and public collections have acquired, where they can be seen for generations."
      description={`Works by ${GALLERY.name}'s artists acquired by museums and public collections.`}
      path={SITE_PAGES.acquisitions}
      image={artworks[0]?.image}
      trail={[{ name: 'Acquisitions', path: SITE_PAGES.acquisitions }]}
      pending={list.isPending}
      count={artworks.length}
      skeleton={<ArtworkGridSkeleton count={6} />}
      empty={
        <EmptyState
          title="No acquisitions to report yet."
          text="When an institution acquires a work from the gallery, it will be listed here."
        />
      }
      more={list}
      moreMode="button"
    >
      <ArtworkGrid
        artworks={artworks}
        label="Acquisitions"
        three
        eager={3}
        sizes="(min-width: 62em) 25vw, 37vw"
        noteOf={(a) => [acquiredOn(a.acquired_at), a.acquisition].filter(Boolean).join(' · ')}
      />
    </PublicListPage>
  );
}

export const prefetch: Prefetch = (ctx) => acquisitionsQuery.prefetch(ctx, {});
