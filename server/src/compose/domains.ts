// The composition list: every domain of the server, by its face (server/src/modules/<domain>/index.ts,
// lib/domain-face.ts). The app router, the OpenAPI document, the public registry, the Express routes
// and the start-up are all read from it; this folder is the only one that imports a face. A new
// domain is one line here; a new kind of an existing domain is none.
import type { DomainFace } from '#server/lib/domain-face';
import { auth } from '#server/modules/auth/index';
import { catalogue } from '#server/modules/catalogue/index';
import { dashboard } from '#server/modules/dashboard/index';
import { events } from '#server/modules/events/index';
import { forms } from '#server/modules/forms/index';
import { history } from '#server/modules/history/index';
import { mail } from '#server/modules/mail/index';
import { media } from '#server/modules/media/index';
import { search } from '#server/modules/search/index';
import { site } from '#server/modules/site/index';
import { uploads } from '#server/modules/uploads/index';

export const DOMAINS = [
  auth,
  catalogue,
  dashboard,
  events,
  forms,
  history,
  mail,
  media,
  search,
  site,
  uploads,
] as const satisfies readonly DomainFace[];

/** The same list, each face read by the common type (for loops over what every face may have). */
export const FACES: readonly DomainFace[] = DOMAINS;

/** The faces that give the kernel one thing of their own (the session lookup, the mail worker). */
export { auth, mail };
