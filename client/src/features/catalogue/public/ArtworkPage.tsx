import { artworkFormPath, listPathOf, pathOf } from '#shared/public-kinds';
import { Link } from 'react-router';
import type { ImageDto } from '#shared/schemas/image';
import { ButtonLink, Skeleton, MoreLink } from '#client/components/public/ui/controls';
import { trpc } from '#client/lib/trpc';
import { priceOrAvailability } from '#client/components/public/artworks/ArtworkCard';
import { ArtworkFacts } from './ArtworkFacts';
import { ArtworkGallery } from './ArtworkGallery';
import { ArtworkGrid } from '#client/components/public/artworks/ArtworkGrid';
import classes from './detail.module.css';
import { slugPageQuery } from '#client/lib/page-query';
import type { ArtworkDetail } from '#shared/schemas/catalogue-public';
import { artworkLd, plainSummary } from '#client/components/public/seo/json-ld';
import { PublicDetailPage } from '#client/components/public/shells/PublicDetailPage';
import { RichText } from '#client/components/public/RichText';
import { PageSection } from '#client/components/public/PageSection';
import { ViewInRoomButton } from './view-in-room/ViewInRoomButton';

/** The header image first, then the product images, each once. */
const imagesOf = (header: ImageDto | null, product: ImageDto[]) => {
  const seen = new Set<number>();
  return [header, ...product].filter((img): img is ImageDto => {
    if (!img || seen.has(img.id)) return false;
    seen.add(img.id);
    return true;
  });
};

const NO_SIZE = { height: null, width: null, depth: null };

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** 'Title, 1998, by Artist. Medium, size. $4,800.', then the start of its text. */
const artworkDescription = (a: ArtworkDetail) => {
  const facts = [a.medium, a.size].filter(Boolean).join(', ');
  const head = `${a.title}${a.year ? `, ${a.year}` : ''}, by ${a.artist_name}.${facts ? ` ${facts}.` : ''} ${capitalise(priceOrAvailability(a))}.`;
  const text = plainSummary(a.description, Math.max(60, 300 - head.length));
  return text ? `${head} ${text}` : head;
};

/** 'Title by Artist': the pictures' alt text and the share image's. */
const subjectOf = (a: ArtworkDetail) => `${a.title} by ${a.artist_name}`;

const artworkQuery = slugPageQuery(trpc.cataloguePublic.artwork);

/** /artworks/{slug}: the work large, its facts beside it, and three more by the artist below. */
export default function ArtworkPage() {
  // An unknown or inactive work answers 404: the error policy takes the visitor to /404.
  const query = artworkQuery.useQuery();
  const more = query.data?.threeRandomByArtist ?? [];
  return (
    <PublicDetailPage
      item={query.data?.response}
      name={(artwork) => artwork.title}
      meta={(artwork, origin) => ({
        title: artwork.title,
        description: artworkDescription(artwork),
        path: pathOf('artwork', artwork.slug),
        image: artwork.header_image ?? artwork.image,
        imageAlt: subjectOf(artwork),
        jsonLd: [artworkLd(origin, artwork)],
        trail: [
          { name: 'Artworks', path: listPathOf('artwork') },
          { name: artwork.title, path: pathOf('artwork', artwork.slug) },
        ],
      })}
      skeleton={
        <div className={classes.layout}>
          <Skeleton style={{ aspectRatio: '4 / 3' }} />
          <div>
            <Skeleton height={12} width={160} />
            <Skeleton height={48} width="80%" style={{ marginTop: '1rem' }} />
            <Skeleton height={28} width={140} style={{ marginTop: '2rem' }} />
            <Skeleton height={160} style={{ marginTop: '2rem' }} />
          </div>
        </div>
      }
    >
      {(artwork) => (
        <>
          <article className={classes.layout}>
            <ArtworkGallery
              images={imagesOf(artwork.header_image, artwork.product_images)}
              subject={subjectOf(artwork)}
            />
            <div className={classes.facts}>
              <Link to={pathOf('artist', artwork.artist_slug)} className={classes.artistLink}>
                {artwork.artist_name}
              </Link>
              <h1 className={classes.title}>
                {artwork.title}
                {artwork.year && <span className={classes.year}>, {artwork.year}</span>}
              </h1>
              <p className={classes.price}>{priceOrAvailability(artwork)}</p>
              <div className={classes.actions}>
                <ButtonLink to={artworkFormPath(artwork.slug, 'inquire')}>Inquire</ButtonLink>
                <ButtonLink to={artworkFormPath(artwork.slug, 'virtual-placement')} variant="outline">
                  Virtual placement
                </ButtonLink>
                <ViewInRoomButton
                  title={artwork.title}
                  dimensions={artwork.attributes[0] ?? NO_SIZE}
                  image={artwork.header_image ?? artwork.image}
                />
              </div>
              <ArtworkFacts artwork={artwork} />
              <RichText html={artwork.description} />
            </div>
          </article>

          {more.length > 0 && (
            <PageSection
              id="more-by-artist"
              title={`More by ${artwork.artist_name}`}
              action={<MoreLink to={pathOf('artist', artwork.artist_slug)}>About the artist</MoreLink>}
            >
              <ArtworkGrid
                artworks={more}
                label={`More by ${artwork.artist_name}`}
                sizes="(min-width: 62em) 25vw, 37vw"
                three
                eager={0}
              />
            </PageSection>
          )}
        </>
      )}
    </PublicDetailPage>
  );
}

export const prefetch = artworkQuery.prefetch;
