// Mailing-list subscribers and form submissions.
import type { DB } from '#server/db/database';
import type { NewRow, Row } from '#server/db/schema';
import { insertMade, seq } from './support';

export const makeSubscriber = (db: DB, overrides: Partial<NewRow<'subscribers'>> = {}): Promise<Row<'subscribers'>> => {
  const n = seq();
  return insertMade(db, 'subscribers', {
    name: `Subscriber ${n}`,
    email: `subscriber${n}@example.com`,
    agreed_at: new Date().toISOString(),
    ...overrides,
  });
};

export const makeFormSubmission = (
  db: DB,
  overrides: Partial<NewRow<'form_submissions'>> = {},
): Promise<Row<'form_submissions'>> => {
  const n = seq();
  return insertMade(db, 'form_submissions', {
    kind: 'contact',
    name: `Visitor ${n}`,
    email: `visitor${n}@example.com`,
    phone: null,
    payload: JSON.stringify({ message: 'Are you open on Mondays?' }),
    ...overrides,
  });
};
