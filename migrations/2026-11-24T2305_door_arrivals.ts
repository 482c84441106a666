// At the door (issue 14): arrivals are counted per guest (2 of 3 arrived), and staff add walk-ins
// and phone bookings, over capacity only when they confirm it, which the RSVP then remembers.
import { type Kysely, sql } from 'kysely';

const statements = [
  `ALTER TABLE rsvps ADD COLUMN arrived INTEGER NOT NULL DEFAULT 0 CHECK (arrived >= 0)`,
  // A reservation checked in before this counted all its guests as arrived.
  `UPDATE rsvps SET arrived = guests WHERE checked_in = 1`,
  // 'online' (the public form), 'walk_in' or 'phone' (added by staff at the door).
  `ALTER TABLE rsvps ADD COLUMN source TEXT NOT NULL DEFAULT 'online' CHECK (source IN ('online', 'walk_in', 'phone'))`,
  `ALTER TABLE rsvps ADD COLUMN over_capacity INTEGER NOT NULL DEFAULT 0 CHECK (over_capacity IN (0, 1))`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const s of [
    'ALTER TABLE rsvps DROP COLUMN over_capacity',
    'ALTER TABLE rsvps DROP COLUMN source',
    'ALTER TABLE rsvps DROP COLUMN arrived',
  ])
    await sql.raw(s).execute(db);
}
