// Staff authentication: login with back-off, sessions, profile, and the emailed one-time links
// (invite, password reset, email verification).
import { MSG } from '#shared/messages';
import {
  INVITE_TOKEN_TTL_SECONDS,
  RESET_TOKEN_TTL_SECONDS,
  SESSION_IDLE_SECONDS,
  SESSION_TTL_SECONDS,
  VERIFY_TOKEN_TTL_SECONDS,
} from '#shared/constants';
import type { UpdateUserInput, UserDto } from '#shared/schemas/auth';
import type { AppDeps, SessionUser } from '#server/deps';
import type { DB } from '#server/db/database';
import { immediateTx } from '#server/db/transaction';
import type { UserTokenKind } from '#server/db/schema';
import { badRequest, fieldError } from '#server/lib/errors';
import { clientGroup, rateLimited } from '#server/lib/rate-limit';
import { toImageDto } from '#server/lib/image-dto';
import { queueMail } from '../mail/mail-queue';
import { authEmail } from './auth.emails';
import { assertNotGuessable } from './password-policy';
import * as repo from './user.repository';
import { addSeconds, burnPasswordCheck, hashPassword, hashToken, newToken, verifyPassword } from './tokens';

/** The lookup's type lives with AppDeps, which hands the lookup to the procedure builders. */
export type { SessionUser };

const now = () => new Date().toISOString();

export const initialsOf = (first: string, last: string, email: string) =>
  ((first[0] ?? '') + (last[0] ?? '')).toUpperCase() || email[0]!.toUpperCase();

/** 'Jane D.': the name the admin header shows beside the avatar. */
export const nameAbbreviation = (first: string, last: string, email: string) =>
  first ? (last ? `${first} ${last[0]!.toUpperCase()}.` : first) : email.split('@')[0]!;

export const toUserDto = async (deps: AppDeps, user: SessionUser): Promise<UserDto> => {
  const avatar = user.avatar_file_id ? await repo.findAvatarFile(deps.db, user.avatar_file_id) : undefined;
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    avatar: avatar ? toImageDto(avatar, 160).url : null,
    avatar_file_id: user.avatar_file_id,
    initials: initialsOf(user.first_name, user.last_name, user.email),
    name_abbreviation: nameAbbreviation(user.first_name, user.last_name, user.email),
    role: user.role,
    email_verified: user.email_verified_at !== null,
  };
};

export const userForToken = async (deps: AppDeps, token: string): Promise<SessionUser | undefined> => {
  const t = now();
  const row = await repo.findSessionUser(deps.db, hashToken(token), t, addSeconds(-SESSION_IDLE_SECONDS));
  if (!row) return undefined;
  // Touch at most once a minute: every request would otherwise be a write.
  if (Date.parse(t) - Date.parse(row.last_used_at) > 60_000) await repo.touchSession(deps.db, row.session_id, t);
  const { session_id: _s, last_used_at: _l, ...user } = row;
  return user;
};

export const createSession = async (deps: AppDeps, userId: number) => {
  const { token, hash } = newToken();
  await repo.insertSession(deps.db, userId, hash, addSeconds(SESSION_TTL_SECONDS));
  return { access_token: token, expires_in: SESSION_TTL_SECONDS };
};

type AuthOutcome = 'ok' | 'fail' | 'locked';

/** Security events for the log: what happened, to which account, from where; never a password. */
const authEvent = (deps: AppDeps, event: string, outcome: AuthOutcome, account: string, ip: string) =>
  deps.logger[outcome === 'ok' ? 'info' : 'warn']({ event, outcome, account, ip }, `${event} ${outcome}`);

const lockedOut = (retryAfterSeconds: number) =>
  rateLimited(retryAfterSeconds, `${MSG.tooManyAttempts} Try again in ${retryAfterSeconds} s.`);

/**
 * An unknown email and a wrong password get the same 400 after the same work. The attempt is
 * reserved per email+address and per address before argon2 runs, so parallel guesses cannot
 * outrun the back-off; a locked-out caller gets 429 before any check (decision 012).
 */
export const login = async (deps: AppDeps, input: { username: string; password: string }, ip: string) => {
  const client = clientGroup(ip);
  const userKey = `login:user:${input.username}:${client}`;
  const attempt = deps.limiter.reserve([
    { key: `login:ip:${client}`, free: 20 },
    { key: userKey, free: 5 },
  ]);
  if (!attempt.ok) {
    authEvent(deps, 'login', 'locked', input.username, ip);
    throw lockedOut(attempt.retryAfterSeconds);
  }
  const user = await repo.findUserByEmail(deps.db, input.username);
  const ok = user?.password_hash
    ? await verifyPassword(user.password_hash, input.password)
    : (await burnPasswordCheck(input.password), false);
  if (!user || !ok) {
    authEvent(deps, 'login', 'fail', input.username, ip);
    throw badRequest(MSG.invalidCredentials);
  }
  attempt.release();
  deps.limiter.forgive(userKey);
  authEvent(deps, 'login', 'ok', user.email, ip);
  return createSession(deps, user.id);
};

/** The profile's current-password check, behind the same back-off as the login. */
const checkCurrentPassword = async (deps: AppDeps, user: SessionUser, given: string, ip: string) => {
  const key = `password:user:${user.id}`;
  const attempt = deps.limiter.reserve([{ key, free: 5 }]);
  if (!attempt.ok) {
    authEvent(deps, 'password-check', 'locked', user.email, ip);
    throw lockedOut(attempt.retryAfterSeconds);
  }
  const current = await repo.findUserById(deps.db, user.id);
  if (!current?.password_hash || !(await verifyPassword(current.password_hash, given))) {
    authEvent(deps, 'password-check', 'fail', user.email, ip);
    throw fieldError('current_password', 'The current password is not correct');
  }
  attempt.release();
  deps.limiter.forgive(key);
};

export const logout = async (deps: AppDeps, token: string) => {
  await repo.deleteSession(deps.db, hashToken(token));
  return { message: 'You have been logged out' };
};

export const updateProfile = async (
  deps: AppDeps,
  user: SessionUser,
  input: UpdateUserInput,
  token: string,
  ip: string,
) => {
  const patch: Parameters<typeof repo.updateUser>[2] = {
    first_name: input.first_name,
    last_name: input.last_name,
  };
  if (input.avatar_file_id !== undefined) {
    if (input.avatar_file_id !== null && !(await repo.findAvatarFile(deps.db, input.avatar_file_id)))
      throw fieldError('avatar_file_id', 'This image no longer exists. Please upload it again.');
    patch.avatar_file_id = input.avatar_file_id;
  }
  if (input.password) {
    await assertNotGuessable(input.password, [user.email, input.first_name, input.last_name]);
    await checkCurrentPassword(deps, user, input.current_password ?? '', ip);
    patch.password_hash = await hashPassword(input.password);
  }
  await repo.updateUser(deps.db, user.id, patch);
  // A new password signs out every other device.
  if (patch.password_hash) await repo.deleteSessionsOfUser(deps.db, user.id, hashToken(token));
  const fresh = await repo.findUserById(deps.db, user.id);
  return { message: 'Profile successfully updated', user: await toUserDto(deps, fresh!) };
};

/** A new one-time link of `kind` (older ones retired); `db` is the transaction that queues its email. */
const issueLink = async (db: DB, userId: number, kind: UserTokenKind, ttl: number) => {
  const { token, hash } = newToken();
  await repo.retireTokens(db, userId, kind, now());
  await repo.insertUserToken(db, userId, kind, hash, addSeconds(ttl));
  return token;
};

const redeem = async (deps: AppDeps, kind: UserTokenKind, token: string) => {
  const row = await repo.findUsableToken(deps.db, kind, hashToken(token), now());
  if (!row || !(await repo.consumeToken(deps.db, row.id, now()))) throw fieldError('token', MSG.tokenInvalid);
  return row.user_id;
};

export const FORGOT_MESSAGE = 'If this email belongs to a staff account, a link to reset the password is on its way.';

/**
 * Answers at once, the same for every address: looking the address up, making the link and sending
 * it happen after the answer, so its timing cannot tell a staff email from another.
 */
export const forgotPassword = async (deps: AppDeps, email: string, ip: string) => {
  const limited = deps.limiter.hit(`forgot:${clientGroup(ip)}`, 10, 15 * 60_000);
  if (!limited.ok) throw rateLimited(limited.retryAfterSeconds);
  deps.mailer.later(() =>
    immediateTx(deps.db, async (trx) => {
      const user = await repo.findUserByEmail(trx, email);
      if (!user?.password_hash) return;
      const token = await issueLink(trx, user.id, 'reset', RESET_TOKEN_TTL_SECONDS);
      await queueMail(trx, authEmail.reset(deps.env.publicUrl, user.email, token));
    }),
  );
  return { message: FORGOT_MESSAGE };
};

export const resetPassword = async (deps: AppDeps, input: { token: string; password: string }) => {
  // Checked before the link is spent, so a refused password leaves it usable.
  await assertNotGuessable(input.password);
  const userId = await redeem(deps, 'reset', input.token);
  await repo.updateUser(deps.db, userId, { password_hash: await hashPassword(input.password) });
  await repo.deleteSessionsOfUser(deps.db, userId);
  return { message: 'Your password has been changed. Please log in.' };
};

export const invite = async (
  deps: AppDeps,
  input: { email: string; first_name?: string | null; last_name?: string | null },
  inviter: { id: number; name: string } | null,
) => {
  await immediateTx(deps.db, async (trx) => {
    const existing = await repo.findUserByEmail(trx, input.email);
    if (existing?.password_hash) throw fieldError('email', 'This email already belongs to a staff member');
    const userId =
      existing?.id ??
      (await repo.insertUser(trx, {
        email: input.email,
        password_hash: null,
        first_name: input.first_name ?? '',
        last_name: input.last_name ?? '',
        invited_by: inviter?.id ?? null,
      }));
    const token = await issueLink(trx, userId, 'invite', INVITE_TOKEN_TTL_SECONDS);
    await queueMail(trx, authEmail.invite(deps.env.publicUrl, input.email, token, inviter?.name ?? null));
  });
  return { message: `An invitation is on its way to ${input.email}` };
};

export const confirmInvite = async (
  deps: AppDeps,
  input: { token: string; first_name: string; last_name: string; password: string },
) => {
  await assertNotGuessable(input.password, [input.first_name, input.last_name]);
  const userId = await redeem(deps, 'invite', input.token);
  await repo.updateUser(deps.db, userId, {
    first_name: input.first_name,
    last_name: input.last_name,
    password_hash: await hashPassword(input.password),
    // Following the emailed link proves the address.
    email_verified_at: now(),
  });
  return { message: 'Welcome! Your account is ready. Please log in.' };
};

export const sendVerifyEmail = async (deps: AppDeps, user: SessionUser) => {
  if (user.email_verified_at) return { message: 'Your email is already verified' };
  const limited = deps.limiter.hit(`verify:${user.id}`, 5, 15 * 60_000);
  if (!limited.ok) throw rateLimited(limited.retryAfterSeconds);
  await immediateTx(deps.db, async (trx) => {
    const token = await issueLink(trx, user.id, 'verify', VERIFY_TOKEN_TTL_SECONDS);
    await queueMail(trx, authEmail.verify(deps.env.publicUrl, user.email, token));
  });
  return { message: `A verification link is on its way to ${user.email}` };
};

export const verifyEmail = async (deps: AppDeps, user: SessionUser, token: string) => {
  const row = await repo.findUsableToken(deps.db, 'verify', hashToken(token), now());
  if (!row || row.user_id !== user.id || !(await repo.consumeToken(deps.db, row.id, now())))
    throw fieldError('token', MSG.tokenInvalid);
  await repo.updateUser(deps.db, user.id, { email_verified_at: now() });
  return { message: 'Your email has been verified' };
};

export interface EnsureAdminResult {
  email: string;
  /** a password made here, to be printed once; never one from the environment */
  generatedPassword: string | null;
  created: boolean;
  passwordReset: boolean;
}

const generatePassword = () => `${newToken().token.slice(0, 14)}-7!a`;

/**
 * Start-up. The staff member of ADMIN_EMAIL (or the default one, when there is no staff at all)
 * is created when missing, with ADMIN_PASSWORD or a generated password. An existing account keeps
 * its password unless `resetPassword` (ADMIN_RESET_PASSWORD=1) asks otherwise; a reset ends that
 * member's sessions. A password changed in the admin therefore survives restarts.
 */
export const ensureAdmin = async (
  deps: AppDeps,
  opts: { email?: string; password?: string; resetPassword?: boolean; defaultEmail: string },
): Promise<EnsureAdminResult> => {
  const email = (opts.email ?? opts.defaultEmail).toLowerCase();
  const password = opts.password ?? null;
  const user = await repo.findUserByEmail(deps.db, email);
  if (user) {
    if (!opts.resetPassword) return { email, generatedPassword: null, created: false, passwordReset: false };
    const chosen = password ?? generatePassword();
    await repo.updateUser(deps.db, user.id, { password_hash: await hashPassword(chosen) });
    await repo.deleteSessionsOfUser(deps.db, user.id);
    deps.logger.warn({ event: 'admin-password-reset', account: email }, 'staff password reset from the environment');
    return { email, generatedPassword: password ? null : chosen, created: false, passwordReset: true };
  }
  if (!opts.email && !password && (await repo.countUsers(deps.db)) > 0)
    return { email: '', generatedPassword: null, created: false, passwordReset: false };
  const chosen = password ?? generatePassword();
  await repo.insertUser(deps.db, {
    email,
    password_hash: await hashPassword(chosen),
    first_name: 'Gallery',
    last_name: 'Admin',
    email_verified_at: now(),
  });
  deps.logger.info({ event: 'admin-created', account: email }, 'staff member created');
  return { email, generatedPassword: password ? null : chosen, created: true, passwordReset: false };
};
