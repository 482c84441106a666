// The waitlist per time (issue 14): a visitor on a full time leaves a name, an email and a party
// size; when places free up the first in line whose party fits is offered them (status 'offered':
// the places are held until offer_expires_at, by the hash of the emailed link's token). A claimed
// offer becomes an RSVP and its row goes; an offer left to expire is kept as 'expired' for staff.
import { type Kysely, sql } from 'kysely';

const now = `(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

const statements = [
  `CREATE TABLE waitlist (
    id INTEGER PRIMARY KEY,
    timeslot_id INTEGER NOT NULL REFERENCES timeslots(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    guests INTEGER NOT NULL CHECK (guests >= 1),
    status TEXT NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting','offered','expired')),
    offer_token_hash TEXT,
    offered_at TEXT,
    offer_expires_at TEXT,
    created_at TEXT NOT NULL DEFAULT ${now},
    updated_at TEXT NOT NULL DEFAULT ${now},
    CHECK (status <> 'offered' OR (offer_token_hash IS NOT NULL AND offer_expires_at IS NOT NULL))
  )`,
  // One place in line per address and time (an expired offer may join again).
  `CREATE UNIQUE INDEX waitlist_one_per_email ON waitlist(timeslot_id, email) WHERE status IN ('waiting','offered')`,
  `CREATE UNIQUE INDEX waitlist_offer_token ON waitlist(offer_token_hash)`,
  `CREATE INDEX waitlist_line ON waitlist(timeslot_id, status, id)`,
  `CREATE INDEX waitlist_offers_ending ON waitlist(offer_expires_at) WHERE status = 'offered'`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE waitlist').execute(db);
}
