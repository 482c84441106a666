import { getQueryKey } from '@trpc/react-query';
import { Link } from 'react-router';
import { fetchQuery } from '#client/lib/prefetch';
import type { Prefetch } from '#client/lib/ssr-data';
import page from '#client/components/public/page.module.css';
import { EmptyState } from '#client/components/public/shells/EmptyState';
import { PublicPage } from '#client/components/public/shells/PublicPage';
import classes from './events.module.css';
import { type ShowEntry, ShowCards, ShowCardsSkeleton } from '#client/features/events/ShowCards';
import { EVENT_VIEW, EXHIBITION_VIEW, procsOf } from '#client/features/events/show-kind';
import { PageSection } from '#client/components/public/PageSection';
import { SITE_PAGES } from '#shared/site-pages';

const KINDS = [EXHIBITION_VIEW, EVENT_VIEW];
/** The landing reads each kind's first page (12, newest first): enough for what is on and what is next. */
const FIRST_PAGE = { page: 1 };

const DESCRIPTION =
  'Exhibitions and events at Weft Gallery in New York: what is on view now, openings and talks to come, and past shows.';

/** Soonest first for what is on and coming; most recent first for the past. */
const byStart = (dir: 1 | -1) => (a: ShowEntry, b: ShowEntry) =>
  dir * (a.show.start_date ?? '').localeCompare(b.show.start_date ?? '');

/** /events: what is on and coming (exhibitions and events together), then what has been. */
export default function EventsLandingPage() {
  const exhibitions = procsOf(EXHIBITION_VIEW).list.useQuery(FIRST_PAGE);
  const events = procsOf(EVENT_VIEW).list.useQuery(FIRST_PAGE);
  const lists = [
    { kind: EXHIBITION_VIEW, query: exhibitions },
    { kind: EVENT_VIEW, query: events },
  ];
  const pending = lists.some((l) => l.query.isPending);
  const entries = lists.flatMap(({ kind, query }) => (query.data?.data ?? []).map((show) => ({ kind, show })));
  const now = entries.filter((e) => e.show.phase !== 'past').sort(byStart(1));
  const past = entries.filter((e) => e.show.phase === 'past').sort(byStart(-1));

  return (
    <PublicPage
      eyebrow="Exhibitions and events"
      title="Events"
      lead="What is on the walls, what opens next, and the evenings around them. Reserve a time for an opening or a talk from its page."
      description={DESCRIPTION}
      path={SITE_PAGES.events}
      image={now[0]?.show.header_image ?? past[0]?.show.header_image}
      trail={[{ name: 'Events', path: SITE_PAGES.events }]}
      jump={
        <nav className={classes.jump} aria-label="Exhibitions and events">
          <Link to={EXHIBITION_VIEW.listPath} className={page.textLink}>
            All exhibitions
          </Link>
          <Link to={EVENT_VIEW.listPath} className={page.textLink}>
            All events
          </Link>
        </nav>
      }
    >
      <section aria-labelledby="on-now" className={classes.landingSection}>
        <h2 id="on-now" className={page.sectionTitle}>
          On view and coming up
        </h2>
        {pending ? (
          <ShowCardsSkeleton />
        ) : now.length === 0 ? (
          <EmptyState
            status={false}
            title="Nothing announced just now"
            text="The next exhibition is being hung. Join the mailing list to hear about it first, or look back at past shows below."
          />
        ) : (
          <ShowCards entries={now} label="On view and coming up" eager={1} />
        )}
      </section>

      {past.length > 0 && (
        <PageSection id="past" title="Past exhibitions and events">
          <ShowCards entries={past} label="Past exhibitions and events" hidePhase />
        </PageSection>
      )}
    </PublicPage>
  );
}

export const prefetch: Prefetch = (ctx) =>
  Promise.all(
    KINDS.map((kind) =>
      fetchQuery(ctx, getQueryKey(procsOf(kind).list, FIRST_PAGE, 'query'), () =>
        ctx.caller.eventsPublic[kind.key].list(FIRST_PAGE),
      ),
    ),
  );
