// The mail domain's face (lib/domain-face.ts): the mail queue, its worker and the staff's view of it.
import type { DomainFace } from '#server/lib/domain-face';
import { createMailWorker } from './mail-worker';
import { mailRouter } from './mail.router';

export const mail = {
  name: 'mail',
  routers: { mail: mailRouter },
  background: (deps) => deps.mail.start(),
  /** what sends the queue: boot.ts makes one per process that owns the database as `deps.mail` */
  worker: createMailWorker,
} satisfies DomainFace & { worker: unknown };
