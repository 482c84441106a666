// Staff authentication: login with back-off, sessions, profile, and the emailed one-time links
// (invite, password reset, email verification).
import { MSG } from '#shared/messages';
import {
  INVITE_TOKEN_TTL_SECONDS,
  RESET_TOKEN_TTL_SECONDS,
  SESSION_TTL_SECONDS,
  VERIFY_TOKEN_TTL_SECONDS,
} from '#shared/constants';
import type { UpdateUserInput, UserDto } from '#shared/schemas/auth';
import type { AppDeps } from '#server/deps';
import type { UserTokenKind } from '#server/db/schema';
import { badRequest, fieldError, tooManyRequests, unauthorized } from '#server/lib/errors';
import { toImageDto } from '#server/lib/image-dto';
import { authEmail } from './auth.emails';
import * as repo from './user.repository';
import { addSeconds, burnPasswordCheck, hashPassword, hashToken, newToken, verifyPassword } from './tokens';

export type SessionUser = Awaited<ReturnType<typeof repo.findUserById>> & {};

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
  const row = await repo.findSessionUser(deps.db, hashToken(token), t);
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

/**
 * An unknown email and a wrong password get the same 400 after the same work. Failures back off
 * per address and per email+address; a locked-out caller gets 429 before any check.
 */
export const login = async (deps: AppDeps, input: { username: string; password: string }, ip: string) => {
  const keys = [`login:ip:${ip}`, `login:user:${input.username}:${ip}`];
  for (const key of keys) {
    const state = deps.limiter.check(key);
    if (!state.ok) throw tooManyRequests(`${MSG.tooManyAttempts} Try again in ${state.retryAfterSeconds} s.`);
  }
  const user = await repo.findUserByEmail(deps.db, input.username);
  const ok = user?.password_hash
    ? await verifyPassword(user.password_hash, input.password)
    : (await burnPasswordCheck(input.password), false);
  if (!user || !ok) {
    deps.limiter.fail(keys[0]!, 20);
    deps.limiter.fail(keys[1]!, 5);
    throw badRequest(MSG.invalidCredentials);
  }
  deps.limiter.succeed(keys[1]!);
  return createSession(deps, user.id);
};

export const logout = async (deps: AppDeps, token: string) => {
  await repo.deleteSession(deps.db, hashToken(token));
  return { message: 'You have been logged out' };
};

export const updateProfile = async (deps: AppDeps, user: SessionUser, input: UpdateUserInput, token: string) => {
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
    const current = await repo.findUserById(deps.db, user.id);
    if (!current?.password_hash || !(await verifyPassword(current.password_hash, input.current_password ?? '')))
      throw fieldError('current_password', 'The current password is not correct');
    patch.password_hash = await hashPassword(input.password);
  }
  await repo.updateUser(deps.db, user.id, patch);
  // A new password signs out every other device.
  if (patch.password_hash) await repo.deleteSessionsOfUser(deps.db, user.id, hashToken(token));
  const fresh = await repo.findUserById(deps.db, user.id);
  return { message: 'Profile successfully updated', user: await toUserDto(deps, fresh!) };
};

const issueLink = async (deps: AppDeps, userId: number, kind: UserTokenKind, ttl: number) => {
  const { token, hash } = newToken();
  await repo.retireTokens(deps.db, userId, kind, now());
  await repo.insertUserToken(deps.db, userId, kind, hash, addSeconds(ttl));
  return token;
};

const redeem = async (deps: AppDeps, kind: UserTokenKind, token: string) => {
  const row = await repo.findUsableToken(deps.db, kind, hashToken(token), now());
  if (!row || !(await repo.consumeToken(deps.db, row.id, now()))) throw fieldError('token', MSG.tokenInvalid);
  return row.user_id;
};

export const FORGOT_MESSAGE = 'If this email belongs to a staff account, a link to reset the password is on its way.';

export const forgotPassword = async (deps: AppDeps, email: string, ip: string) => {
  const limited = deps.limiter.hit(`forgot:${ip}`, 10, 15 * 60_000);
  if (!limited.ok) throw tooManyRequests();
  const user = await repo.findUserByEmail(deps.db, email);
  if (user?.password_hash) {
    const token = await issueLink(deps, user.id, 'reset', RESET_TOKEN_TTL_SECONDS);
    await deps.mailer.send(authEmail.reset(deps.env.publicUrl, user.email, token));
  }
  return { message: FORGOT_MESSAGE };
};

export const resetPassword = async (deps: AppDeps, input: { token: string; password: string }) => {
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
  const existing = await repo.findUserByEmail(deps.db, input.email);
  if (existing?.password_hash) throw fieldError('email', 'This email already belongs to a staff member');
  const userId =
    existing?.id ??
    (await repo.insertUser(deps.db, {
      email: input.email,
      password_hash: null,
      first_name: input.first_name ?? '',
      last_name: input.last_name ?? '',
      invited_by: inviter?.id ?? null,
    }));
  const token = await issueLink(deps, userId, 'invite', INVITE_TOKEN_TTL_SECONDS);
  await deps.mailer.send(authEmail.invite(deps.env.publicUrl, input.email, token, inviter?.name ?? null));
  return { message: `An invitation has been sent to ${input.email}` };
};

export const confirmInvite = async (
  deps: AppDeps,
  input: { token: string; first_name: string; last_name: string; password: string },
) => {
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
  if (!limited.ok) throw tooManyRequests();
  const token = await issueLink(deps, user.id, 'verify', VERIFY_TOKEN_TTL_SECONDS);
  await deps.mailer.send(authEmail.verify(deps.env.publicUrl, user.email, token));
  return { message: `A verification link has been sent to ${user.email}` };
};

export const verifyEmail = async (deps: AppDeps, user: SessionUser, token: string) => {
  const row = await repo.findUsableToken(deps.db, 'verify', hashToken(token), now());
  if (!row || row.user_id !== user.id || !(await repo.consumeToken(deps.db, row.id, now())))
    throw fieldError('token', MSG.tokenInvalid);
  await repo.updateUser(deps.db, user.id, { email_verified_at: now() });
  return { message: 'Your email has been verified' };
};

/**
 * Start-up: make sure ADMIN_EMAIL exists with ADMIN_PASSWORD; with neither set and no staff at
 * all, create one with a generated password (returned once, for the start-up banner).
 */
export const ensureAdmin = async (
  deps: AppDeps,
  opts: { email?: string; password?: string; defaultEmail: string },
): Promise<{ email: string; password: string | null; created: boolean }> => {
  if (opts.email && opts.password) {
    const hash = await hashPassword(opts.password);
    const user = await repo.findUserByEmail(deps.db, opts.email.toLowerCase());
    if (user) {
      await repo.updateUser(deps.db, user.id, { password_hash: hash });
      return { email: user.email, password: opts.password, created: false };
    }
    await repo.insertUser(deps.db, {
      email: opts.email.toLowerCase(),
      password_hash: hash,
      first_name: 'Gallery',
      last_name: 'Admin',
      email_verified_at: now(),
    });
    return { email: opts.email.toLowerCase(), password: opts.password, created: true };
  }
  if ((await repo.countUsers(deps.db)) > 0) return { email: opts.email ?? '', password: null, created: false };
  const generated = `${newToken().token.slice(0, 14)}-7!a`;
  await repo.insertUser(deps.db, {
    email: opts.defaultEmail,
    password_hash: await hashPassword(generated),
    first_name: 'Gallery',
    last_name: 'Admin',
    email_verified_at: now(),
  });
  return { email: opts.defaultEmail, password: generated, created: true };
};

export const requireToken = (token: string | null) => {
  if (!token) throw unauthorized();
  return token;
};
