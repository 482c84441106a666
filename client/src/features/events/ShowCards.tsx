import { Link } from 'react-router';
import { formatDateRange } from '#client/components/public/dates';
import { CARD_SIZES, CardFrame } from '#client/components/public/CardFrame';
import { CardsSkeleton } from '#client/components/public/ui/controls';
import classes from '#client/features/events/public/events.module.css';
import type { ShowCard, ShowKindView } from './show-kind';

/** The display line the staff wrote, else one made from the two dates. */
export const datesOf = (s: Pick<ShowCard, 'dates' | 'start_date' | 'end_date'>) =>
  s.dates || formatDateRange(s.start_date, s.end_date);

export interface ShowEntry {
  kind: ShowKindView;
  show: ShowCard;
}

interface CardsProps {
  entries: ShowEntry[];
  /** the list's accessible name */
  label: string;
  /**
   * how many of the first cards load their images at once and first: one, so that on a phone the
   * first screen's picture (its LCP) does not share the connection with the next ones
   */
  eager?: number;
  /** the phase is already the section's heading */
  hidePhase?: boolean;
}

/** Shows as cards: a wide picture, the phase and type, the title, the dates. */
export function ShowCards({ entries, label, eager = 0, hidePhase }: CardsProps) {
  return (
    <ul className={classes.cards} aria-label={label}>
      {entries.map(({ kind, show: s }, i) => (
        <li key={`${kind.key}-${s.id}`}>
          <Link to={kind.itemPath(s.slug)} className={classes.card}>
            <CardFrame
              classes={classes}
              image={s.header_image}
              title={s.title}
              alt={s.title}
              sizes={CARD_SIZES}
              priority={i < eager}
              decorative
            />
            <span className={classes.cardEyebrow}>
              {[hidePhase ? null : kind.phases[s.phase], s.type].filter(Boolean).join(' · ') || kind.noun}
            </span>
            <span className={classes.cardTitle}>{s.title}</span>
            {datesOf(s) && <span className={classes.cardDates}>{datesOf(s)}</span>}
            <BookingMark booking={s.booking} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Whether a visitor can still reserve: 'Reserve a time', 'Full' (the waitlist), or nothing. */
export function BookingMark({ booking }: { booking: ShowCard['booking'] }) {
  if (booking === 'none') return null;
  return (
    <span className={classes.cardMark} data-full={booking === 'full' || undefined}>
      {booking === 'full' ? 'Full' : 'Reserve a time'}
    </span>
  );
}

/** Grey cards in the grid's rhythm while a page loads. */
export function ShowCardsSkeleton({ count }: { count?: number }) {
  return <CardsSkeleton classes={classes} count={count} />;
}
