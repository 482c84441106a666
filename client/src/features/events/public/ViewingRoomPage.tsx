import { pathOf } from '#shared/public-kinds';
import { Link } from 'react-router';
import { GALLERY } from '#shared/gallery';
import { slugPageQuery } from '#client/lib/page-query';
import { formatDay } from '#client/components/public/dates';
import page from '#client/components/public/page.module.css';
import { Skeleton } from '#client/components/public/ui/controls';
import { fullTitle } from '#client/components/public/seo/PageMeta';
import { trpc } from '#client/lib/trpc';
import { PublicDetailPage } from '#client/components/public/shells/PublicDetailPage';
import { ArtworkCard } from '#client/components/public/artworks/ArtworkCard';
import catalogue from '#client/components/public/artworks/catalogue.module.css';
import classes from './events.module.css';
import { ShowViews } from './ShowWorks';
import { RichText } from '#client/components/public/RichText';
import { HeroPicture } from './HeroPicture';
import { PageSection } from '#client/components/public/PageSection';

const roomQuery = slugPageQuery(trpc.eventsPublic.viewingRoom);

/**
 * /private-viewing-room/{slug}: works shown by invitation. Never indexed (this meta, and the
 * server's X-Robots-Tag on the page and its API), never listed, 404 once closed or inactive.
 */
export default function ViewingRoomPage() {
  return (
    <PublicDetailPage
      item={roomQuery.useQuery().data}
      name={(room) => room.title}
      skeleton={
        <div className={page.pageHead}>
          <Skeleton height="0.8rem" width="40%" />
          <Skeleton height="3.5rem" width="70%" style={{ marginTop: '1rem' }} />
        </div>
      }
    >
      {(room) => (
        <>
          {/* Its own head: a page by invitation has no canonical address, share card or JSON-LD. */}
          <title>{fullTitle(room.title)}</title>
          <meta name="robots" content="noindex, nofollow" />
          <header className={room.header_image ? classes.hero : classes.heroText}>
            <div className={classes.heroCopy}>
              <p className={page.eyebrow}>Private viewing room</p>
              <h1 className={page.pageTitle}>{room.title}</h1>
              {room.closes_at && <p className={classes.heroDates}>Open until {formatDay(room.closes_at)}</p>}
              {room.exhibition && (
                <p className={classes.heroPlace}>
                  From the exhibition{' '}
                  <Link to={pathOf('exhibition', room.exhibition.slug)} className={classes.inlineLink}>
                    {room.exhibition.title}
                  </Link>
                </p>
              )}
            </div>
            <HeroPicture image={room.header_image} alt={room.title} />
          </header>
          {room.description && (
            <div className={classes.lede}>
              <RichText html={room.description} />
            </div>
          )}
          <PageSection id="room-works" title="Works">
            {room.artworks.length === 0 ? (
              <div className={page.empty}>
                <p className={page.emptyTitle}>The works are being hung</p>
                <p className={page.emptyText}>Please come back shortly, or write to us to hear when they are ready.</p>
              </div>
            ) : (
              <ul className={catalogue.grid} aria-label="Works in the viewing room">
                {room.artworks.map((a, i) => (
                  <li key={a.id}>
                    <ArtworkCard artwork={a} priority={i < 4} />
                  </li>
                ))}
              </ul>
            )}
          </PageSection>
          <ShowViews title={room.title} images={room.images} />
          <p className={classes.roomNote}>
            Questions about a work, or would you like to see it in person?{' '}
            <a href={`mailto:${GALLERY.email}`} className={classes.inlineLink}>
              Write to the gallery
            </a>
            .
          </p>
        </>
      )}
    </PublicDetailPage>
  );
}

export const prefetch = roomQuery.prefetch;
