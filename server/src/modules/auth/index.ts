// The auth domain's face (lib/domain-face.ts): staff sign-in, sessions and the emailed account links.
import type { DomainFace } from '#server/lib/domain-face';
import { authRouter } from './auth.router';
import { ensureAdmin, userForToken } from './auth.service';
import { scheduleSessionSweeps } from './session-sweeper';
import { argonSlots } from './tokens';

export const auth = {
  name: 'auth',
  routers: { auth: authRouter },
  queues: { argon2: argonSlots },
  background: scheduleSessionSweeps,
  /** the session lookup AppDeps hands to the procedure builders and the load shedder (boot.ts) */
  staffOf: userForToken,
  /** the first staff account, made or checked at each server start (serve.ts prints how to sign in) */
  ensureAdmin,
} satisfies DomainFace & { staffOf: unknown; ensureAdmin: unknown };
