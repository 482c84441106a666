// An RSVP's calendar event changes with it: each email about it carries the same UID and a SEQUENCE
// one higher than the last (a move, the cancellation), so calendars replace the event (RFC 5545 3.8.7.4).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw('ALTER TABLE rsvps ADD COLUMN calendar_sequence INTEGER NOT NULL DEFAULT 0').execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('ALTER TABLE rsvps DROP COLUMN calendar_sequence').execute(db);
}
