import { createHash, randomBytes } from 'node:crypto';
import os from 'node:os';
import argon2 from 'argon2';
import { Semaphore } from '#server/lib/semaphore';

/** Opaque random token for the client, and the hash we store (a leaked table reveals no tokens). */
export const newToken = () => {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
};
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const ARGON = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * At most half the cores (one here, never more than two of libuv's four threads) hash at once, so a
 * login flood queues here instead of starving static files and the API (decision 012).
 */
export const argonSlots = new Semaphore(Math.min(2, Math.max(1, Math.floor(os.availableParallelism() / 2))));

export const hashPassword = (password: string) => argonSlots.run(() => argon2.hash(password, ARGON));
export const verifyPassword = async (hash: string, password: string) => {
  try {
    return await argonSlots.run(() => argon2.verify(hash, password));
  } catch {
    return false;
  }
};

// Verifying against this when the email is unknown keeps both answers equally slow.
let dummyHash: Promise<string> | undefined;
export const burnPasswordCheck = async (password: string) => {
  dummyHash ??= hashPassword('not-a-real-password-1!');
  await verifyPassword(await dummyHash, password);
};

export const addSeconds = (seconds: number, from = Date.now()) => new Date(from + seconds * 1000).toISOString();
