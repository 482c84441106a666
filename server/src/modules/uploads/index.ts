// The uploads domain's face (lib/domain-face.ts): images and files staff and visitors send, their
// variants, the private folder of visitors' photos and the sweep of unused ones.
import type { DomainFace } from '#server/lib/domain-face';
import { scheduleOrphanSweeps } from './orphan-sweeper';
import { makeFormPhotosPrivate, registerPrivateImageRoute } from './private-images';
import { cleanUnfinishedUploads } from './upload-journal';
import { registerUploadRoutes, uploadOpenApiPaths } from './upload.routes';

export const uploads = {
  name: 'uploads',
  routers: {},
  routes: (app, deps) => {
    registerPrivateImageRoute(app, deps);
    registerUploadRoutes(app, deps);
  },
  openApiPaths: uploadOpenApiPaths,
  startUp: async (deps) => {
    const unfinished = await cleanUnfinishedUploads(deps);
    if (unfinished.unfinished) deps.logger.warn(unfinished, 'removed the files of uploads cut short by a crash');
    // Visitors' photos stored before they were private leave the public folder (decision 041).
    const privatised = await makeFormPhotosPrivate(deps);
    if (privatised) deps.logger.info({ images: privatised }, "moved visitors' form photos out of the public uploads");
  },
  background: scheduleOrphanSweeps,
} satisfies DomainFace;
