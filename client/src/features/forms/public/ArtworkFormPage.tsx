// An artwork's own form pages (/artworks/{slug}/inquire and /virtual-placement): the work beside
// the form, the menu hidden, never indexed. An unknown or hidden work answers 404.
import type { ReactNode } from 'react';
import { getQueryKey } from '@trpc/react-query';
import { Link, useParams } from 'react-router';
import { GALLERY } from '#shared/gallery';
import { type ArtworkForm, artworkFormPath, listPathOf, pathOf } from '#shared/public-kinds';
import type { ArtworkCard, ArtworkDetail } from '#shared/schemas/catalogue-public';
import { fetchQuery } from '#client/lib/prefetch';
import type { Prefetch } from '#client/lib/ssr-data';
import page from '#client/components/public/page.module.css';
import { ResponsiveImage } from '#client/components/public/ResponsiveImage';
import { PageMeta } from '#client/components/public/seo/PageMeta';
import { Skeleton } from '#client/components/public/ui/controls';
import { trpc } from '#client/lib/trpc';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { priceOrAvailability } from '#client/components/public/artworks/ArtworkCard';
import classes from './forms.module.css';

interface Props {
  /** the page's heading before the work's title: 'Inquire about' */
  action: string;
  /** the last step of the address: 'inquire' */
  step: ArtworkForm;
  lead: (artwork: ArtworkDetail) => ReactNode;
  /** the form, given the work and three more by its artist (for the way on once it is sent) */
  form: (artwork: ArtworkDetail, more: readonly ArtworkCard[]) => ReactNode;
}

export function ArtworkFormPage({ action, step, lead, form }: Props) {
  const { slug = '' } = useParams();
  const data = trpc.cataloguePublic.artwork.useQuery({ slug }).data;
  const artwork = data?.response;
  useDocumentTitle(artwork ? `${action} ${artwork.title}` : undefined);
  if (!artwork)
    return (
      <div className={page.container} aria-busy="true" aria-label="Loading">
        <Skeleton height={320} />
      </div>
    );
  const image = artwork.header_image ?? artwork.image;
  const path = pathOf('artwork', artwork.slug);
  const formPath = artworkFormPath(artwork.slug, step);
  return (
    <div className={page.container}>
      <PageMeta
        title={`${action} ${artwork.title}`}
        description={`${action} ${artwork.title} by ${artwork.artist_name}, at ${GALLERY.name}.`}
        path={formPath}
        image={image}
        imageAlt={`${artwork.title} by ${artwork.artist_name}`}
        trail={[
          { name: 'Artworks', path: listPathOf('artwork') },
          { name: artwork.title, path },
          { name: action, path: formPath },
        ]}
      />
      <meta name="robots" content="noindex" />
      <div className={classes.beside}>
        <aside className={classes.work} aria-label="The artwork">
          <Link to={path} className={classes.workFrame} aria-label={`${artwork.title}: back to the artwork`}>
            {image ? (
              <ResponsiveImage
                image={image}
                alt={artwork.title}
                sizes="(min-width: 62em) 36vw, 96px"
                className={classes.workImage}
                priority
                preload
              />
            ) : (
              <span>{artwork.title}</span>
            )}
          </Link>
          <p className={classes.workArtist}>{artwork.artist_name}</p>
          <p className={classes.workTitle}>
            {artwork.title}
            {artwork.year ? `, ${artwork.year}` : ''}
          </p>
          <p className={classes.workPrice}>{priceOrAvailability(artwork)}</p>
        </aside>
        <section aria-labelledby="artwork-form-title" className={classes.formColumn}>
          <h1 id="artwork-form-title" className={page.pageTitle}>
            {action} <em>{artwork.title}</em>
          </h1>
          <p className={page.lead}>{lead(artwork)}</p>
          {form(artwork, data?.threeRandomByArtist ?? [])}
        </section>
      </div>
    </div>
  );
}

export const artworkPrefetch: Prefetch = (ctx) => {
  const slug = ctx.params.slug ?? '';
  return fetchQuery(ctx, getQueryKey(trpc.cataloguePublic.artwork, { slug }, 'query'), () =>
    ctx.caller.cataloguePublic.artwork({ slug }),
  );
};
