import type { Express } from 'express';
import type { AppDeps } from './deps';
import { registerUploadRoutes } from './modules/uploads/upload.routes';

/**
 * Plain Express + multer routes (file uploads, forms with images), mounted before the REST layer
 * because trpc-to-openapi takes JSON bodies only (DESIGN.md pitfall 6).
 */
export const registerMultipartRoutes = (app: Express, deps: AppDeps) => {
  registerUploadRoutes(app, deps);
};
