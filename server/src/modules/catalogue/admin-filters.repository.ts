// The queries behind GET /admin/filters that are not plain lookups.
import type { DB } from '#server/db/database';

/** Every artist as a filter item, in the order the admin reads names: last name first. */
export const artistNames = (db: DB) =>
  db
    .selectFrom('artists')
    .select(['id', 'first_name', 'last_name'])
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('id')
    .execute();
