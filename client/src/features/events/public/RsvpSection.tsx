import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { formatDayLong } from '#shared/format';
import { GALLERY } from '#shared/gallery';
import type { PublicSlotOption } from '#shared/schemas/timeslots';
import { controlClasses } from '#client/components/public/ui/controls';
import classes from './events.module.css';
import { EMPTY_DETAILS, type RsvpDetailsValues, type RsvpDone, type RsvpMode } from './rsvp-values';
import { ownerOf, procsOf, type ShowDetail, type ShowKindView } from '#client/features/events/show-kind';

// The details form brings zod (the shared RSVP schema): it loads once a time is chosen.
const RsvpDetails = lazy(() => import('./RsvpDetails'));

/** 'n places left' is said from this many down (the guests offered stop at the places left anyway). */
export const FEW_PLACES = 5;

/** What a chip says under its label: 'Full', '3 places left', or nothing when places are many. */
export const placesNote = (o: Pick<PublicSlotOption, 'full' | 'places_left'>) =>
  o.full
    ? 'Full'
    : o.places_left !== null && o.places_left <= FEW_PLACES
      ? `${o.places_left} ${o.places_left === 1 ? 'place' : 'places'} left`
      : null;

interface ChoiceProps {
  legend: string;
  name: string;
  options: { key: string; value: string; note?: string | null; disabled?: boolean }[];
  value: string;
  onChange: (key: string) => void;
}

/**
 * A radio group drawn as buttons: arrow keys move, a screen reader names the group and the choice.
 * A full choice stays in its place, disabled and said full, rather than vanishing.
 */
function Choices({ legend, name, options, value, onChange }: ChoiceProps) {
  return (
    <fieldset className={classes.choices}>
      <legend className={`${controlClasses.label} ${classes.legend}`}>{legend}</legend>
      <div className={classes.choiceList}>
        {options.map((o) => (
          <label key={o.key} className={classes.choice}>
            <input
              type="radio"
              name={name}
              value={o.key}
              checked={value === o.key}
              disabled={o.disabled}
              onChange={() => onChange(o.key)}
              className={classes.choiceInput}
            />
            <span className={classes.choiceText}>
              <span>{o.value}</span>
              {o.note && <span className={classes.choiceNote}>{o.note}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Under the times when some are full: to their waitlist, or back to the times with room. */
function WaitlistSwitch({
  waitlist,
  dayFull,
  labels,
  onSwitch,
}: {
  waitlist: boolean;
  dayFull: boolean;
  labels: string[];
  onSwitch: (mode: RsvpMode) => void;
}) {
  if (waitlist)
    return dayFull ? null : (
      <p className={classes.rsvpText}>
        <button type="button" className={classes.textButton} onClick={() => onSwitch('reserve')}>
          Back to the times with places
        </button>
      </p>
    );
  return (
    <p className={classes.rsvpText}>
      {dayFull ? 'Leave your name and email: ' : `${labels.length === 1 ? labels[0] : 'Your time'} is full? `}
      <button type="button" className={classes.textButton} onClick={() => onSwitch('waitlist')}>
        Join the waitlist
      </button>
      {dayFull ? ', and we will email you if places free up.' : ''}
    </p>
  );
}

/** Walk-in visitors: the show takes no reservations. */
function VisitNote({ show }: { show: ShowDetail }) {
  if (show.phase === 'past') return null;
  return (
    <aside className={classes.rsvp} aria-labelledby="visit-title">
      <h2 id="visit-title" className={classes.rsvpTitle}>
        Visit
      </h2>
      <p className={classes.rsvpText}>
        Entry is free. {GALLERY.hours}, at {GALLERY.address.street}, New York. No reservation is needed.
      </p>
    </aside>
  );
}

/**
 * The one message of a lost race, from what is left once the dates and times were read again:
 * the server's words when the day still has a time, else where to look next.
 */
const lostRaceMessage = (server: string, times: PublicSlotOption[], dates: PublicSlotOption[]) =>
  times.some((t) => !t.full)
    ? `${server} Your details are kept.`
    : dates.some((d) => !d.full)
      ? 'This time has just filled up, and this day has no other time left. Please choose another day: your details are kept.'
      : 'This time has just filled up, and every time is now taken.';

/**
 * The RSVP: a date, then a time (full ones shown, disabled), then the visitor's name, email and
 * guests. A time that fills up while the form is open is one message where the times are, with
 * what is left offered and everything typed kept.
 */
export function RsvpSection({ kind, show }: { kind: ShowKindView; show: ShowDetail }) {
  const procs = procsOf(kind);
  const owner = ownerOf(kind, show.id);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [mode, setMode] = useState<RsvpMode>('reserve');
  const [values, setValues] = useState<RsvpDetailsValues>(EMPTY_DETAILS);
  const [gone, setGone] = useState<{ server: string; seq: number } | null>(null);
  const [done, setDone] = useState<RsvpDone | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const goneRef = useRef<HTMLParagraphElement>(null);
  const timesRef = useRef<HTMLDivElement>(null);
  const id = useId();
  // The form and its Reserve button go on success: the focus moves to what replaced them, not to
  // the page's top. In an effect, once the heading or the alert is in the page.
  useEffect(() => doneRef.current?.focus(), [done]);
  // A lost race: the message takes the focus (it is read), and the times follow it in the page,
  // so the next Tab is on the field that needs a change.
  useEffect(() => goneRef.current?.focus(), [gone?.seq]);
  const dates = procs.timeslotDates.useQuery(owner, { enabled: show.has_timeslots });
  const times = procs.timeslotTimes.useQuery({ ...owner, date }, { enabled: date !== '' });

  if (!show.has_timeslots && !done) return <VisitNote show={show} />;

  const dateOptions = dates.data?.data ?? [];
  const timeOptions = times.data?.data ?? [];
  const allFull = dates.isSuccess && dateOptions.every((d) => d.full);
  const dayFull = times.isSuccess && timeOptions.every((t) => t.full);
  const chosen = timeOptions.find((t) => t.key === time);
  const message = gone && lostRaceMessage(gone.server, timeOptions, dateOptions);
  const fullTimes = timeOptions.filter((t) => t.full);
  const waitlist = mode === 'waitlist';
  /** To the waitlist of this day's full times, or back to its open ones: the time is chosen again. */
  const switchTo = (next: RsvpMode) => {
    setMode(next);
    setTime(next === 'waitlist' && fullTimes.length === 1 ? fullTimes[0]!.key : '');
    setGone(null);
  };

  const onGone = async (server: string) => {
    setTime('');
    // The waitlist refused (the time has room again, or went): the times say what is open now.
    setMode('reserve');
    // Read again before saying anything, so the one message says what is left.
    await Promise.all([dates.refetch(), times.refetch()]);
    setGone((g) => ({ server, seq: (g?.seq ?? 0) + 1 }));
  };
  /** Reserve pressed with no time chosen (after a lost race): the times take the focus. */
  const needTime = () => timesRef.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();

  return (
    <aside id="rsvp" className={classes.rsvp} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={classes.rsvpTitle}>
        Reserve a time
      </h2>
      {done?.waitlist ? (
        <div className={classes.rsvpDone} role="status">
          <p className={classes.rsvpDoneTitle} ref={doneRef} tabIndex={-1}>
            You&apos;re on the waitlist
          </p>
          <p className={classes.rsvpText}>
            Thank you, {done.name}. You are waiting for {done.guests === 1 ? 'one place' : `${done.guests} places`} on{' '}
            {formatDayLong(done.date)} at {done.time_label}.
          </p>
          <p className={classes.rsvpText}>
            If places free up, we will email <strong>{done.email}</strong> a link that holds them for you for two hours.
          </p>
        </div>
      ) : done ? (
        // The same words whether the places were booked or the email already held all one visitor
        // may: the email says which, so that this page tells nobody who holds places.
        <div className={classes.rsvpDone} role="status">
          <p className={classes.rsvpDoneTitle} ref={doneRef} tabIndex={-1}>
            Check your email
          </p>
          <p className={classes.rsvpText}>
            Thank you, {done.name}. We have your request for {done.guests === 1 ? 'one place' : `${done.guests} places`}{' '}
            on {formatDayLong(done.date)} at {done.time_label}.
          </p>
          <p className={classes.rsvpText}>
            An email is on its way to <strong>{done.email}</strong>: your confirmation, with a calendar file and a link
            to cancel if your plans change. If this address already holds the most places one visitor may reserve for
            this {kind.noun}, the email lists them instead.
          </p>
        </div>
      ) : (
        <>
          {allFull ? (
            <p className={classes.rsvpText} role="status">
              <strong>Fully booked.</strong> Every time is taken: choose a day to join a time&apos;s waitlist. You are
              still welcome during opening hours: {GALLERY.hours}.
            </p>
          ) : (
            <p className={classes.rsvpText}>Entry is free. Choose a day and a time, and we will keep your places.</p>
          )}
          {dates.isPending ? (
            <p className={classes.rsvpText}>Loading dates…</p>
          ) : (
            dateOptions.length > 0 && (
              <Choices
                legend="Date"
                name={`${id}-date`}
                options={dateOptions.map((d) => ({
                  key: d.key,
                  value: d.value.replace(/, \d{4}$/, ''),
                  note: d.full ? 'Full' : null,
                }))}
                value={date}
                onChange={(d) => {
                  setDate(d);
                  setTime('');
                  setMode('reserve');
                  setGone(null);
                }}
              />
            )
          )}
          {message && (
            <p className={classes.rsvpAlert} role="alert" ref={goneRef} tabIndex={-1}>
              {message}
            </p>
          )}
          {date !== '' &&
            (times.isPending ? (
              <p className={classes.rsvpText}>Loading times…</p>
            ) : (
              <div ref={timesRef}>
                {dayFull && !message && !waitlist && (
                  <p className={classes.rsvpText} role="status">
                    Every time on this day is taken.
                  </p>
                )}
                {waitlist ? (
                  <Choices
                    legend="Waitlist for"
                    name={`${id}-waitlist`}
                    options={fullTimes.map((t) => ({ key: t.key, value: t.value, note: 'Full' }))}
                    value={time}
                    onChange={setTime}
                  />
                ) : (
                  <Choices
                    legend="Time"
                    name={`${id}-time`}
                    options={timeOptions.map((t) => ({
                      key: t.key,
                      value: t.value,
                      note: placesNote(t),
                      disabled: t.full,
                    }))}
                    value={time}
                    onChange={(t) => {
                      setTime(t);
                      setGone(null);
                    }}
                  />
                )}
                {fullTimes.length > 0 && (
                  <WaitlistSwitch
                    waitlist={waitlist}
                    dayFull={dayFull}
                    labels={fullTimes.map((t) => t.value)}
                    onSwitch={switchTo}
                  />
                )}
              </div>
            ))}
          {date !== '' && (time !== '' || gone) && (!dayFull || waitlist) && (
            <Suspense fallback={<p className={classes.rsvpText}>Loading the form…</p>}>
              <RsvpDetails
                kind={kind}
                mode={mode}
                slug={show.slug}
                date={date}
                time={time}
                placesLeft={chosen?.places_left ?? null}
                values={values}
                onValues={setValues}
                onDone={setDone}
                onGone={(m) => void onGone(m)}
                onNeedTime={needTime}
              />
            </Suspense>
          )}
        </>
      )}
    </aside>
  );
}
