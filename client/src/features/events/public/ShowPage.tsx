import { pathOf } from '#shared/public-kinds';
import { getQueryKey } from '@trpc/react-query';
import { Link } from 'react-router';
import { GALLERY } from '#shared/gallery';
import { slugPageQuery } from '#client/lib/page-query';
import { fetchFirstPage, fetchQuery } from '#client/lib/prefetch';
import type { Prefetch } from '#client/lib/ssr-data';
import page from '#client/components/public/page.module.css';
import { controlClasses, Skeleton } from '#client/components/public/ui/controls';
import { exhibitionEventLd, plainSummary } from '#client/components/public/seo/json-ld';
import { PublicDetailPage } from '#client/components/public/shells/PublicDetailPage';
import classes from './events.module.css';
import { RsvpSection } from './RsvpSection';
import { BookingMark, datesOf } from '#client/features/events/ShowCards';
import {
  EVENT_VIEW,
  EXHIBITION_VIEW,
  ownerOf,
  procsOf,
  type ShowDetail,
  type ShowKindView,
} from '#client/features/events/show-kind';
import { ShowArtists, ShowArtworks, ShowViews } from './ShowWorks';
import { RichText } from '#client/components/public/RichText';
import type { ArtistCard } from '#shared/schemas/catalogue-public';
import { HeroPicture } from './HeroPicture';

const showDescription = (kind: ShowKindView, s: ShowDetail) => {
  const head = `${s.title}${datesOf(s) ? `, ${datesOf(s)}` : ''}, at ${GALLERY.name}, New York.`;
  const text = plainSummary(s.description, Math.max(60, 300 - head.length));
  return text ? `${head} ${text}` : `${head} An ${kind.noun} at the gallery.`;
};

const SKELETON = (
  <div className={classes.hero}>
    <div>
      <Skeleton height="0.8rem" width="40%" />
      <Skeleton height="3.5rem" width="70%" style={{ marginTop: '1rem' }} />
      <Skeleton height="0.8rem" width="40%" style={{ marginTop: '1rem' }} />
    </div>
    <Skeleton className={classes.heroFrame} />
  </div>
);

/** The show and its artists, read by the address's slug, for the page and its prefetch alike. */
const showQueries = (kind: ShowKindView) => ({
  show: slugPageQuery(procsOf(kind).bySlug),
  artists: slugPageQuery(procsOf(kind).artists),
});
const QUERIES = { exhibition: showQueries(EXHIBITION_VIEW), event: showQueries(EVENT_VIEW) };

/** /exhibitions/{slug} and /events/{slug}: the show, its works and artists, and a time to come. */
export function ShowPage({ kind }: { kind: ShowKindView }) {
  // An unknown or inactive show answers 404 (the server's route error, /404 in the browser).
  const query = QUERIES[kind.key].show.useQuery();
  const artists = QUERIES[kind.key].artists.useQuery();
  const people = artists.data?.data ?? [];
  return (
    <PublicDetailPage
      item={query.data}
      name={(show) => show.title}
      meta={(show, origin) => {
        const path = kind.itemPath(show.slug);
        return {
          title: show.title,
          description: showDescription(kind, show),
          path,
          image: show.header_image,
          imageAlt: show.title,
          type: 'article',
          jsonLd: [
            exhibitionEventLd(origin, {
              kind: kind.ldType,
              title: show.title,
              path,
              start_date: show.start_date,
              end_date: show.end_date,
              schedule: show.schedule,
              description: plainSummary(show.description, 300) || undefined,
              image: show.header_image,
              performers: people.map((a) => ({ name: a.full_name, path: pathOf('artist', a.slug) })),
              admission:
                show.phase === 'past'
                  ? null
                  : {
                      path: show.has_timeslots ? `${path}#rsvp` : path,
                      soldOut: show.booking === 'full',
                      validFrom: show.listed_at,
                    },
            }),
          ],
          trail: [kind.trailHead, { name: show.title, path }],
        };
      }}
      skeleton={SKELETON}
    >
      {(show) => <ShowArticle kind={kind} show={show} people={people} />}
    </PublicDetailPage>
  );
}

/** The show's hero, text and RSVP, views, works and artists. */
function ShowArticle({ kind, show, people }: { kind: ShowKindView; show: ShowDetail; people: ArtistCard[] }) {
  const dates = datesOf(show);
  const eyebrow = [kind.phases[show.phase], ...show.types].join(' · ');
  return (
    <article>
      <header className={show.header_image ? classes.hero : classes.heroText}>
        <div className={classes.heroCopy}>
          <p className={page.eyebrow}>{eyebrow}</p>
          <h1 className={page.pageTitle}>{show.title}</h1>
          {dates && <p className={classes.heroDates}>{dates}</p>}
          <p className={classes.heroPlace}>{show.location || `${GALLERY.name}, ${GALLERY.address.street}, New York`}</p>
          {show.exhibition && (
            <p className={classes.heroPlace}>
              Part of{' '}
              <Link to={pathOf('exhibition', show.exhibition.slug)} className={classes.inlineLink}>
                {show.exhibition.title}
              </Link>
            </p>
          )}
          {show.has_timeslots && (
            <a href="#rsvp" className={`${controlClasses.button} ${classes.heroAction}`}>
              {show.booking === 'full' ? 'Fully booked: see the times' : 'Reserve a time'}
            </a>
          )}
        </div>
        <HeroPicture image={show.header_image} alt={`${show.title}: installation view`} />
      </header>

      <div className={classes.body}>
        <div className={classes.text}>
          <RichText html={show.description} />
          {show.sponsors && <p className={classes.note}>{show.sponsors}</p>}
          {show.copyright && <p className={classes.note}>{show.copyright}</p>}
          <ReservableEvents events={show.reservable_events} />
        </div>
        <RsvpSection kind={kind} show={show} />
      </div>

      <ShowViews title={show.title} images={show.images} />

      <ShowArtworks kind={kind} slug={show.slug} />
      <ShowArtists artists={people} />
    </article>
  );
}

/** An exhibition's events that take reservations, each leading to its booking. */
function ReservableEvents({ events }: { events: ShowDetail['reservable_events'] }) {
  if (!events.length) return null;
  return (
    <section aria-labelledby="reservable-events">
      <h2 id="reservable-events" className={classes.rsvpTitle}>
        Events to reserve
      </h2>
      <ul className={classes.relatedEvents}>
        {events.map((e) => (
          <li key={e.slug}>
            <Link to={`${pathOf('event', e.slug)}#rsvp`} className={classes.card}>
              <span className={classes.cardTitle}>{e.title}</span>
              {e.dates && <span className={classes.cardDates}>{e.dates}</span>}
              <BookingMark booking={e.booking} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const showPrefetch =
  (kind: ShowKindView): Prefetch =>
  async (ctx) => {
    const slug = ctx.params.slug ?? '';
    const procs = procsOf(kind);
    const caller = ctx.caller.eventsPublic[kind.key];
    const [show] = await Promise.all([
      QUERIES[kind.key].show.prefetch(ctx),
      QUERIES[kind.key].artists.prefetch(ctx),
      fetchFirstPage(ctx, getQueryKey(procs.artworks, { slug }, 'infinite'), (p) => caller.artworks({ slug, page: p })),
    ]);
    // The RSVP's first step (the dates) is in the page as served.
    if (show.has_timeslots) await prefetchDates(ctx, kind, show.id);
  };

export const prefetchDates = (ctx: Parameters<Prefetch>[0], kind: ShowKindView, id: number) => {
  const input = ownerOf(kind, id);
  return fetchQuery(ctx, getQueryKey(procsOf(kind).timeslotDates, input, 'query'), () =>
    ctx.caller.eventsPublic[kind.key].timeslotDates(input),
  );
};
