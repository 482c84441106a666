import { Button, Skeleton } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import type { ImageDto } from '#shared/schemas/image';
import page from '../../../components/public/page.module.css';
import { trpc } from '../../../lib/trpc';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { priceOrAvailability } from './ArtworkCard';
import { ArtworkFacts } from './ArtworkFacts';
import { ArtworkGallery } from './ArtworkGallery';
import { ArtworkGrid } from './ArtworkGrid';
import classes from './detail.module.css';

/** The header image first, then the product images, each once. */
const imagesOf = (header: ImageDto | null, product: ImageDto[]) => {
  const seen = new Set<number>();
  return [header, ...product].filter((img): img is ImageDto => {
    if (!img || seen.has(img.id)) return false;
    seen.add(img.id);
    return true;
  });
};

/** /artworks/{slug}: the work large, its facts beside it, and three more by the artist below. */
export default function ArtworkPage() {
  const { slug = '' } = useParams();
  // An unknown or inactive work answers 404: the error policy takes the visitor to /404.
  const query = trpc.cataloguePublic.artwork.useQuery({ slug });
  const artwork = query.data?.response;
  useDocumentTitle(artwork?.title);

  if (!artwork) {
    return (
      <div className={page.container}>
        <div className={classes.layout} aria-busy="true" aria-label="Loading">
          <Skeleton style={{ aspectRatio: '4 / 3' }} radius={0} />
          <div>
            <Skeleton height={12} width={160} />
            <Skeleton height={48} width="80%" mt="md" />
            <Skeleton height={28} width={140} mt="xl" />
            <Skeleton height={160} mt="xl" />
          </div>
        </div>
      </div>
    );
  }

  const more = query.data?.threeRandomByArtist ?? [];
  const subject = `${artwork.title} by ${artwork.artist_name}`;
  return (
    <div className={page.container}>
      <article className={classes.layout}>
        <ArtworkGallery images={imagesOf(artwork.header_image, artwork.product_images)} subject={subject} />
        <div className={classes.facts}>
          <Link to={`/artists/${artwork.artist_slug}`} className={classes.artistLink}>
            {artwork.artist_name}
          </Link>
          <h1 className={classes.title}>
            {artwork.title}
            {artwork.year && <span className={classes.year}>, {artwork.year}</span>}
          </h1>
          <p className={classes.price}>{priceOrAvailability(artwork)}</p>
          <div className={classes.actions}>
            <Button component={Link} to={`/artworks/${artwork.slug}/inquire`} color="ink.9" radius={0} size="md">
              Inquire
            </Button>
            <Button
              component={Link}
              to={`/artworks/${artwork.slug}/virtual-placement`}
              variant="outline"
              color="ink.9"
              radius={0}
              size="md"
            >
              Virtual placement
            </Button>
          </div>
          <ArtworkFacts artwork={artwork} />
          {artwork.description && (
            // Sanitised on the server when saved (server/src/lib/sanitize.ts).
            <div className={classes.rich} dangerouslySetInnerHTML={{ __html: artwork.description }} />
          )}
        </div>
      </article>

      {more.length > 0 && (
        <section className={page.section} aria-labelledby="more-by-artist">
          <div className={page.sectionHead}>
            <h2 id="more-by-artist" className={page.sectionTitle}>
              More by {artwork.artist_name}
            </h2>
            <Link to={`/artists/${artwork.artist_slug}`} className={page.textLink}>
              About the artist <IconArrowRight size={16} stroke={1.5} aria-hidden />
            </Link>
          </div>
          <ArtworkGrid
            artworks={more}
            label={`More by ${artwork.artist_name}`}
            sizes="(min-width: 62em) 28vw, 45vw"
            three
            eager={0}
          />
        </section>
      )}
    </div>
  );
}
