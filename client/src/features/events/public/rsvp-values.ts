// What the RSVP form holds, kept by the section above it: a lost race (the time filled while the
// form was open) re-renders the times without throwing away what the visitor typed.
export interface RsvpDetailsValues {
  name: string;
  email: string;
  guests: string;
}

export const EMPTY_DETAILS: RsvpDetailsValues = { name: '', email: '', guests: '1' };

export interface RsvpDone {
  name: string;
  email: string;
  guests: number;
  date: string;
  time_label: string;
  /** set when the visitor asked for a full time's waitlist */
  waitlist?: boolean;
}

/** Reserve places at a time with room, or join a full time's waitlist. */
export type RsvpMode = 'reserve' | 'waitlist';
