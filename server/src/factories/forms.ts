// Mailing-list subscribers and form submissions.
import { randomBytes } from 'node:crypto';
import type { DB } from '#server/db/database';
import type { NewRow, Row } from '#server/db/schema';
import { insertMade, seq } from './support';

export const makeSubscriber = (db: DB, overrides: Partial<NewRow<'subscribers'>> = {}): Promise<Row<'subscribers'>> => {
  const n = seq();
  return insertMade(db, 'subscribers', {
    name: `Subscriber ${n}`,
    email: `subscriber${n}@example.com`,
    agreed_at: new Date().toISOString(),
    unsubscribe_token: randomBytes(16).toString('hex'),
    ...overrides,
  });
};

/** A submission; `image_ids` links uploaded images to it, in order (a virtual placement's photographs). */
export const makeFormSubmission = async (
  db: DB,
  overrides: Partial<NewRow<'form_submissions'>> & { image_ids?: number[] } = {},
): Promise<Row<'form_submissions'>> => {
  const { image_ids = [], ...values } = overrides;
  const n = seq();
  const row = await insertMade(db, 'form_submissions', {
    kind: 'contact',
    name: `Visitor ${n}`,
    email: `visitor${n}@example.com`,
    phone: null,
    payload: JSON.stringify({ message: 'Are you open on Mondays?' }),
    ...values,
  });
  if (image_ids.length)
    await db
      .insertInto('form_submission_files')
      .values(image_ids.map((file_id, position) => ({ submission_id: row.id, file_id, position })))
      .execute();
  return row;
};
