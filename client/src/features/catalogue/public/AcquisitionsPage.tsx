import { getQueryKey } from '@trpc/react-query';
import page from '#client/components/public/page.module.css';
import { trpc } from '#client/lib/trpc';
import { ArtworkGrid, ArtworkGridSkeleton, LoadMorePages } from '#client/components/public/artworks/ArtworkGrid';
import classes from '#client/components/public/artworks/catalogue.module.css';
import { usePagedQuery } from '#client/lib/use-paged-query';
import { fetchFirstPage } from '#client/lib/prefetch';
import type { Prefetch } from '#client/lib/ssr-data';
import { GALLERY } from '#shared/gallery';
import { PageMeta } from '#client/components/public/seo/PageMeta';
import { SITE_PAGES } from '#shared/site-pages';
import { formatMonth } from '#client/components/public/dates';

const acquiredOn = (iso: string) => (Number.isNaN(Date.parse(iso)) ? '' : formatMonth(new Date(iso).toISOString()));

/** /media/acquisitions: works that institutions have taken into their collections, newest first. */
export default function AcquisitionsPage() {
  const utils = trpc.useUtils();
  const list = usePagedQuery(getQueryKey(trpc.cataloguePublic.acquisitions, {}, 'infinite'), (p) =>
    utils.client.cataloguePublic.acquisitions.query({ page: p }),
  );
  const artworks = (list.data?.pages ?? []).flatMap((p) => p.data);

  return (
    <div className={page.container}>
      <PageMeta
        title="Acquisitions"
        description={`Works by ${GALLERY.name}'s artists acquired by museums and public collections.`}
        path={SITE_PAGES.acquisitions}
        image={artworks[0]?.image}
        trail={[{ name: 'Acquisitions', path: SITE_PAGES.acquisitions }]}
      />
      <header className={page.pageHead}>
        <p className={page.eyebrow}>Media</p>
        <h1 className={page.pageTitle}>Acquisitions</h1>
        <p className={page.lead}>
          Works by the gallery&apos;s artists that museums and public collections have acquired, where they can be seen
          for generations.
        </p>
      </header>
      {list.isPending ? (
        <ArtworkGridSkeleton count={6} />
      ) : artworks.length === 0 ? (
        <div className={classes.empty} role="status">
          <p className={classes.emptyTitle}>No acquisitions to report yet.</p>
          <p className={classes.emptyText}>
            When an institution acquires a work from the gallery, it will be listed here.
          </p>
        </div>
      ) : (
        <>
          <ArtworkGrid
            artworks={artworks}
            label="Acquisitions"
            three
            eager={3}
            sizes="(min-width: 62em) 25vw, 37vw"
            noteOf={(a) => [acquiredOn(a.acquired_at), a.acquisition].filter(Boolean).join(' · ')}
          />
          <LoadMorePages list={list} mode="button" />
        </>
      )}
    </div>
  );
}

export const prefetch: Prefetch = (ctx) =>
  fetchFirstPage(ctx, getQueryKey(trpc.cataloguePublic.acquisitions, {}, 'infinite'), (page) =>
    ctx.caller.cataloguePublic.acquisitions({ page }),
  );
