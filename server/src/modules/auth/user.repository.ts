// Every query on users, sessions and one-time tokens.
import type { DB } from '#server/db/database';
import type { UserTokenKind } from '#server/db/schema';
import { countRows } from '#server/db/paging';
import { countDeleted, insertRow, updateRow } from '#server/db/rows';

const userColumns = [
  'users.id',
  'users.email',
  'users.password_hash',
  'users.first_name',
  'users.last_name',
  'users.role',
  'users.email_verified_at',
  'users.avatar_file_id',
] as const;

export const findUserByEmail = (db: DB, email: string) =>
  db.selectFrom('users').select(userColumns).where('email', '=', email).executeTakeFirst();

export const findUserById = (db: DB, id: number) =>
  db.selectFrom('users').select(userColumns).where('id', '=', id).executeTakeFirst();

export const findAvatarFile = (db: DB, fileId: number) =>
  db
    .selectFrom('files')
    .select(['id', 'width', 'height', 'alt', 'variants'])
    .where('id', '=', fileId)
    .executeTakeFirst();

export const countUsers = (db: DB) => countRows(db.selectFrom('users'));

export const insertUser = async (
  db: DB,
  row: {
    email: string;
    password_hash: string | null;
    first_name?: string;
    last_name?: string;
    invited_by?: number | null;
    email_verified_at?: string | null;
  },
) => insertRow(db, 'users', row);

export const updateUser = (
  db: DB,
  id: number,
  patch: Partial<{
    first_name: string;
    last_name: string;
    avatar_file_id: number | null;
    password_hash: string;
    email_verified_at: string | null;
  }>,
) => updateRow(db, 'users', id, patch);

export const insertSession = (db: DB, userId: number, tokenHash: string, expiresAt: string) =>
  db.insertInto('sessions').values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt }).execute();

/** The session's user, while the session is neither expired nor idle since `idleSince`. */
export const findSessionUser = (db: DB, tokenHash: string, now: string, idleSince: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select([...userColumns, 'sessions.id as session_id', 'sessions.last_used_at'])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', now)
    .where('sessions.last_used_at', '>', idleSince)
    .executeTakeFirst();

export const touchSession = (db: DB, sessionId: number, now: string) =>
  db.updateTable('sessions').set({ last_used_at: now }).where('id', '=', sessionId).execute();

export const deleteSession = (db: DB, tokenHash: string) =>
  db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();

export const deleteSessionsOfUser = (db: DB, userId: number, exceptTokenHash?: string) => {
  let q = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptTokenHash) q = q.where('token_hash', '!=', exceptTokenHash);
  return q.execute();
};

/** Sessions past their lifetime or idle since `idleSince`; returns how many went. */
export const deleteDeadSessions = (db: DB, now: string, idleSince: string) =>
  countDeleted(
    db.deleteFrom('sessions').where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_used_at', '<=', idleSince)])),
  );

/** One-time links already used or expired: worthless, and a used one is refused without its row. */
export const deleteSpentTokens = (db: DB, now: string) =>
  countDeleted(
    db.deleteFrom('user_tokens').where((eb) => eb.or([eb('used_at', 'is not', null), eb('expires_at', '<=', now)])),
  );

export const insertUserToken = (db: DB, userId: number, kind: UserTokenKind, tokenHash: string, expiresAt: string) =>
  db
    .insertInto('user_tokens')
    .values({ user_id: userId, kind, token_hash: tokenHash, expires_at: expiresAt })
    .execute();

export const findUsableToken = (db: DB, kind: UserTokenKind, tokenHash: string, now: string) =>
  db
    .selectFrom('user_tokens')
    .select(['id', 'user_id'])
    .where('kind', '=', kind)
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();

/** Marks a token used; returns false when another request used it first (single use). */
export const consumeToken = async (db: DB, id: number, now: string) => {
  const r = await db
    .updateTable('user_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
};

/** A new link of a kind makes the older unused ones of that user worthless. */
export const retireTokens = (db: DB, userId: number, kind: UserTokenKind, now: string) =>
  db
    .updateTable('user_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .execute();
