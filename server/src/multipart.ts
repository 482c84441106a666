import type { Express } from 'express';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import type { AppDeps } from './deps';
import { registerUploadRoutes, uploadOpenApiPaths } from './modules/uploads/upload.routes';

/**
 * Plain Express + multer routes (file uploads, forms with images), mounted before the REST layer
 * because trpc-to-openapi takes JSON bodies only (DESIGN.md pitfall 6).
 */
export const registerMultipartRoutes = (app: Express, deps: AppDeps) => {
  registerUploadRoutes(app, deps);
};

/** Their documentation, which the OpenAPI document adds to the procedures' paths. */
export const multipartOpenApiPaths: ZodOpenApiPathsObject = { ...uploadOpenApiPaths };
