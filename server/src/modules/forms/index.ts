// The forms domain's face (lib/domain-face.ts): visitors' forms, the staff inbox, the mailing list.
import type { DomainFace } from '#server/lib/domain-face';
import { formUploadOpenApiPaths, registerFormUploadRoutes } from './form-uploads.routes';
import { formsRouter } from './forms.router';
import { mailingListOpenApiPaths, registerMailingListRoutes } from './mailing-list.routes';

export const forms = {
  name: 'forms',
  routers: { forms: formsRouter },
  routes: (app, deps) => {
    registerFormUploadRoutes(app, deps);
    registerMailingListRoutes(app, deps);
  },
  openApiPaths: { ...formUploadOpenApiPaths, ...mailingListOpenApiPaths },
} satisfies DomainFace;
