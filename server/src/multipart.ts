import type { Express } from 'express';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import type { AppDeps } from './deps';
import { formUploadOpenApiPaths, registerFormUploadRoutes } from './modules/forms/form-uploads.routes';
import { mailingListOpenApiPaths, registerMailingListRoutes } from './modules/forms/mailing-list.routes';
import { guestListOpenApiPaths, registerGuestListRoutes } from './modules/events/guest-list.routes';
import { registerUploadRoutes, uploadOpenApiPaths } from './modules/uploads/upload.routes';
import { historyCsvOpenApiPaths, registerHistoryCsvRoute } from './modules/history/history-csv.routes';

/**
 * Plain Express routes (multer uploads, forms with images, CSV downloads), mounted before the REST
 * layer because trpc-to-openapi takes and answers JSON only, and its middleware never calls next().
 */
export const registerMultipartRoutes = (app: Express, deps: AppDeps) => {
  registerUploadRoutes(app, deps);
  registerGuestListRoutes(app, deps);
  registerHistoryCsvRoute(app, deps);
  registerFormUploadRoutes(app, deps);
  registerMailingListRoutes(app, deps);
};

/** Their documentation, which the OpenAPI document adds to the procedures' paths. */
export const multipartOpenApiPaths: ZodOpenApiPathsObject = {
  ...uploadOpenApiPaths,
  ...guestListOpenApiPaths,
  ...historyCsvOpenApiPaths,
  ...formUploadOpenApiPaths,
  ...mailingListOpenApiPaths,
};
