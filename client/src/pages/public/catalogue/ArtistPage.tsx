import { Skeleton } from '@mantine/core';
import { useParams } from 'react-router';
import page from '../../../components/public/page.module.css';
import { ResponsiveImage } from '../../../components/public/ResponsiveImage';
import { trpc } from '../../../lib/trpc';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ArtistArtworks } from './ArtistArtworks';
import { ArtistExhibitions } from './ArtistExhibitions';
import { ArtistPublications } from './ArtistPublications';
import classes from './detail.module.css';

/**
 * /artists/{slug}: the artist's header, summary and biography, then their artworks, exhibitions and
 * publications, each section only when the API's flags say there is something to show.
 */
export default function ArtistPage() {
  const { slug = '' } = useParams();
  // An unknown or inactive artist answers 404: the error policy takes the visitor to /404.
  const query = trpc.cataloguePublic.artist.useQuery({ slug });
  const artist = query.data;
  useDocumentTitle(artist?.full_name);

  if (!artist) {
    return (
      <div className={page.container}>
        <div className={classes.artistHead} aria-busy="true" aria-label="Loading">
          <Skeleton style={{ aspectRatio: '4 / 5' }} radius={0} />
          <div>
            <Skeleton height={56} width="70%" />
            <Skeleton height={14} width={220} mt="lg" />
            <Skeleton height={120} mt="xl" />
          </div>
        </div>
      </div>
    );
  }

  return (
    <div className={page.container}>
      <header className={classes.artistHead}>
        {artist.header_image ? (
          <div className={classes.artistImage}>
            <ResponsiveImage
              image={artist.header_image}
              alt={artist.full_name}
              sizes="(min-width: 62em) 40vw, 100vw"
              priority
            />
          </div>
        ) : (
          <div />
        )}
        <div>
          <p className={page.eyebrow}>Artist</p>
          <h1 className={page.pageTitle}>{artist.full_name}</h1>
          {artist.summary && <p className={classes.summary}>{artist.summary}</p>}
          {artist.biography && (
            // Sanitised on the server when saved (server/src/lib/sanitize.ts).
            <div className={classes.rich} dangerouslySetInnerHTML={{ __html: artist.biography }} />
          )}
        </div>
      </header>

      {artist.has_artwors && <ArtistArtworks slug={artist.slug} name={artist.full_name} />}
      {artist.has_exhibition && <ArtistExhibitions slug={artist.slug} />}
      {artist.has_publications && <ArtistPublications slug={artist.slug} />}
    </div>
  );
}
