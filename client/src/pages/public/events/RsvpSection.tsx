import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { formatDayLong } from '#shared/format';
import { GALLERY } from '#shared/gallery';
import { controlClasses } from '../../../components/public/ui/controls';
import classes from './events.module.css';
import type { RsvpDone } from './RsvpDetails';
import { ownerOf, procsOf, type ShowDetail, type ShowKindView } from './show-kind';

// The details form brings zod (the shared RSVP schema): it loads once a time is chosen.
const RsvpDetails = lazy(() => import('./RsvpDetails'));

interface ChoiceProps {
  legend: string;
  name: string;
  options: { key: string; value: string }[];
  value: string;
  onChange: (key: string) => void;
}

/** A radio group drawn as buttons: arrow keys move, a screen reader names the group and the choice. */
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
              onChange={() => onChange(o.key)}
              className={classes.choiceInput}
            />
            <span>{o.value}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Walk-in visitors: no reservation needed, or none left. */
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
 * The RSVP: a date (from the server's dates with room), then a time with places left, then the
 * visitor's name, email and guests. A time that fills up meanwhile is said so and offered again.
 */
export function RsvpSection({ kind, show }: { kind: ShowKindView; show: ShowDetail }) {
  const procs = procsOf(kind);
  const owner = ownerOf(kind, show.id);
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [gone, setGone] = useState<string | null>(null);
  const [done, setDone] = useState<RsvpDone | null>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const goneRef = useRef<HTMLParagraphElement>(null);
  const id = useId();
  // The form and its Reserve button go on success or refusal: the focus moves to what replaced them,
  // not to the page's top. In an effect, once the heading or the alert is in the page (a frame
  // requested from the answer's callback could come before React had rendered them).
  useEffect(() => doneRef.current?.focus(), [done]);
  useEffect(() => goneRef.current?.focus(), [gone]);
  const dates = procs.timeslotDates.useQuery(owner, { enabled: show.has_timeslots });
  const times = procs.timeslotTimes.useQuery({ ...owner, date }, { enabled: date !== '' });

  if (!show.has_timeslots && !done) return <VisitNote show={show} />;

  const dateOptions = dates.data?.data ?? [];
  const timeOptions = times.data?.data ?? [];
  const refresh = () => Promise.all([dates.refetch(), date ? times.refetch() : undefined]);

  return (
    <aside id="rsvp" className={classes.rsvp} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={classes.rsvpTitle}>
        Reserve a time
      </h2>
      {done ? (
        <div className={classes.rsvpDone} role="status">
          <p className={classes.rsvpDoneTitle} ref={doneRef} tabIndex={-1}>
            You&apos;re on the list
          </p>
          <p className={classes.rsvpText}>
            Thank you, {done.name}. {done.guests === 1 ? 'One place' : `${done.guests} places`} on{' '}
            {formatDayLong(done.date)} at {done.time_label}.
          </p>
          <p className={classes.rsvpText}>
            A confirmation email is on its way to <strong>{done.email}</strong>, with a calendar file and a link to
            cancel if your plans change.
          </p>
        </div>
      ) : (
        <>
          <p className={classes.rsvpText}>Entry is free. Choose a day and a time, and we will keep your places.</p>
          {gone && (
            <p className={classes.rsvpAlert} role="alert" ref={goneRef} tabIndex={-1}>
              {gone}
            </p>
          )}
          {dates.isPending ? (
            <p className={classes.rsvpText}>Loading dates…</p>
          ) : dateOptions.length === 0 ? (
            <p className={classes.rsvpText} role="status">
              No times are left to reserve. You are still welcome during opening hours: {GALLERY.hours}.
            </p>
          ) : (
            <Choices
              legend="Date"
              name={`${id}-date`}
              options={dateOptions.map((d) => ({ key: d.key, value: d.value.replace(/, \d{4}$/, '') }))}
              value={date}
              onChange={(d) => {
                setDate(d);
                setTime('');
                setGone(null);
              }}
            />
          )}
          {date !== '' &&
            (times.isPending ? (
              <p className={classes.rsvpText}>Loading times…</p>
            ) : timeOptions.length === 0 ? (
              <p className={classes.rsvpText} role="status">
                No times are left on this day. Please choose another.
              </p>
            ) : (
              <Choices
                legend="Time"
                name={`${id}-time`}
                options={timeOptions}
                value={time}
                onChange={(t) => {
                  setTime(t);
                  setGone(null);
                }}
              />
            ))}
          {date !== '' && time !== '' && (
            <Suspense fallback={<p className={classes.rsvpText}>Loading the form…</p>}>
              <RsvpDetails
                kind={kind}
                slug={show.slug}
                date={date}
                time={time}
                onDone={setDone}
                onGone={(message) => {
                  setGone(message);
                  setTime('');
                  void refresh();
                }}
              />
            </Suspense>
          )}
        </>
      )}
    </aside>
  );
}
