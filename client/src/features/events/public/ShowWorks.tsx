import { pathOf } from '#shared/public-kinds';
import { getQueryKey } from '@trpc/react-query';
import { Link } from 'react-router';
import type { ArtistCard } from '#shared/schemas/catalogue-public';
import type { ImageDto } from '#shared/schemas/image';
import { ResponsiveImage } from '#client/components/public/ResponsiveImage';
import { trpc } from '#client/lib/trpc';
import { ArtworkGrid, LoadMorePages } from '#client/components/public/artworks/ArtworkGrid';
import { usePagedQuery } from '#client/lib/use-paged-query';
import classes from './events.module.css';
import { procsOf, type ShowKindView } from '#client/features/events/show-kind';
import { PageSection } from '#client/components/public/PageSection';

/** The works in the show, 12 at a time (the first page comes with the page). */
export function ShowArtworks({ kind, slug }: { kind: ShowKindView; slug: string }) {
  const utils = trpc.useUtils();
  const client = utils.client.eventsPublic[kind.key] as typeof utils.client.eventsPublic.exhibition;
  const list = usePagedQuery(getQueryKey(procsOf(kind).artworks, { slug }, 'infinite'), (p) =>
    client.artworks.query({ slug, page: p }),
  );
  const works = (list.data?.pages ?? []).flatMap((p) => p.data);
  if (works.length === 0) return null;
  return (
    <PageSection id="show-works" title={`Works in the ${kind.noun}`}>
      <ArtworkGrid artworks={works} label={`Works in the ${kind.noun}`} eager={0} />
      <LoadMorePages list={list} mode="button" label="More works" />
    </PageSection>
  );
}

/** The artists shown, each leading to their page. */
export function ShowArtists({ artists }: { artists: ArtistCard[] }) {
  if (artists.length === 0) return null;
  return (
    <PageSection id="show-artists" title="Artists">
      <ul className={classes.artists}>
        {artists.map((a) => (
          <li key={a.id}>
            <Link to={pathOf('artist', a.slug)} className={classes.artistName}>
              {a.full_name}
            </Link>
            {(a.summary || a.region) && (
              <span className={classes.artistSummary}>{[a.summary, a.region].filter(Boolean).join(' · ')}</span>
            )}
          </li>
        ))}
      </ul>
    </PageSection>
  );
}

/** The installation views of a show or a viewing room. */
export function ShowViews({ title, images }: { title: string; images: ImageDto[] }) {
  if (images.length === 0) return null;
  return (
    <PageSection id="views" title="Views">
      <ul className={classes.views} aria-label={`Views of ${title}`}>
        {images.map((img) => (
          <li key={img.id}>
            <ResponsiveImage
              image={img}
              alt={`${title}: view`}
              sizes="(min-width: 62em) 30vw, (min-width: 48em) 45vw, calc(100vw - 2rem)"
              className={classes.viewImage}
            />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
