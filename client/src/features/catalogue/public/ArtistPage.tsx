import { listPathOf, pathOf } from '#shared/public-kinds';
import page from '#client/components/public/page.module.css';
import { Skeleton } from '#client/components/public/ui/controls';
import { ResponsiveImage } from '#client/components/public/ResponsiveImage';
import { trpc } from '#client/lib/trpc';
import { ArtistArtworks } from './ArtistArtworks';
import { ArtistExhibitions } from './ArtistExhibitions';
import { ArtistPublications } from './ArtistPublications';
import classes from './detail.module.css';
import { getQueryKey } from '@trpc/react-query';
import { fetchFirstPage, fetchQuery } from '#client/lib/prefetch';
import { slugPageQuery } from '#client/lib/page-query';
import type { Prefetch } from '#client/lib/ssr-data';
import { countsInput, readFilters, toQueryInput } from './filter-state';
import { GALLERY } from '#shared/gallery';
import { artistLd, plainSummary } from '#client/components/public/seo/json-ld';
import { PublicDetailPage } from '#client/components/public/shells/PublicDetailPage';
import { RichText } from '#client/components/public/RichText';

const artistQuery = slugPageQuery(trpc.cataloguePublic.artist);

/**
 * /artists/{slug}: the artist's header, summary and biography, then their artworks, exhibitions and
 * publications, each section only when the API's flags say there is something to show.
 */
export default function ArtistPage() {
  // An unknown or inactive artist answers 404: the error policy takes the visitor to /404.
  return (
    <PublicDetailPage
      item={artistQuery.useQuery().data}
      name={(artist) => artist.full_name}
      meta={(artist, origin) => ({
        title: artist.full_name,
        description:
          plainSummary(artist.biography) ||
          `${artist.full_name}${artist.summary ? `, ${artist.summary}` : ''}: works at ${GALLERY.name}.`,
        path: pathOf('artist', artist.slug),
        image: artist.header_image,
        imageAlt: artist.full_name,
        type: 'profile',
        jsonLd: [artistLd(origin, artist)],
        trail: [
          { name: 'Artists', path: listPathOf('artist') },
          { name: artist.full_name, path: pathOf('artist', artist.slug) },
        ],
      })}
      skeleton={
        <div className={classes.artistHead}>
          <Skeleton style={{ aspectRatio: '4 / 5' }} />
          <div>
            <Skeleton height={56} width="70%" />
            <Skeleton height={14} width={220} style={{ marginTop: '1.25rem' }} />
            <Skeleton height={120} style={{ marginTop: '2rem' }} />
          </div>
        </div>
      }
    >
      {(artist) => (
        <>
          <header className={classes.artistHead}>
            {artist.header_image ? (
              <div className={`${page.cover} ${classes.artistImage}`}>
                <ResponsiveImage
                  image={artist.header_image}
                  alt={artist.full_name}
                  sizes="(min-width: 62em) 38vw, 92vw"
                  priority
                  preload
                />
              </div>
            ) : (
              <div />
            )}
            <div>
              <p className={page.eyebrow}>Artist</p>
              <h1 className={page.pageTitle}>{artist.full_name}</h1>
              {artist.summary && <p className={classes.summary}>{artist.summary}</p>}
              <RichText html={artist.biography} />
            </div>
          </header>

          {artist.has_artwors && <ArtistArtworks slug={artist.slug} name={artist.full_name} />}
          {artist.has_exhibition && <ArtistExhibitions slug={artist.slug} />}
          {artist.has_publications && <ArtistPublications slug={artist.slug} />}
        </>
      )}
    </PublicDetailPage>
  );
}

/** The artist, then each section the flags say will show, with the filters in the URL. */
export const prefetch: Prefetch = async (ctx) => {
  const slug = ctx.params.slug ?? '';
  const { cataloguePublic: api } = ctx.caller;
  const artist = await artistQuery.prefetch(ctx);
  const filters = readFilters(ctx.url.searchParams);
  const works = { ...toQueryInput(filters), slug };
  const groups = countsInput(filters, { list: 'artist', belonging: slug });
  await Promise.all([
    artist.has_artwors &&
      fetchQuery(ctx, getQueryKey(trpc.cataloguePublic.filters, groups, 'query'), () => api.filters(groups)),
    artist.has_artwors &&
      fetchFirstPage(ctx, getQueryKey(trpc.cataloguePublic.artistArtworks, works, 'infinite'), (page) =>
        api.artistArtworks({ ...works, page }),
      ),
    artist.has_exhibition &&
      fetchFirstPage(ctx, getQueryKey(trpc.cataloguePublic.artistExhibitions, { slug }, 'infinite'), (page) =>
        api.artistExhibitions({ slug, page }),
      ),
    artist.has_publications &&
      fetchQuery(ctx, getQueryKey(trpc.cataloguePublic.artistPublications, { slug }, 'query'), () =>
        api.artistPublications({ slug }),
      ),
  ]);
};
