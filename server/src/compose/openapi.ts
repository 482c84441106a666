// The OpenAPI document of /api: every procedure with REST metadata, and the documentation of the
// domains' plain Express routes under /api (their faces' `openApiPaths`).
import { generateOpenApiDocument, type OpenAPIObject } from 'trpc-to-openapi';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { GALLERY } from '#shared/gallery';
import { FACES } from './domains';
import { appRouter } from './router';

/** The faces' Express routes under /api, documented beside the procedures. */
export const expressOpenApiPaths: ZodOpenApiPathsObject = Object.assign(
  {},
  ...FACES.map((face) => face.openApiPaths ?? {}),
);

let cached: OpenAPIObject | undefined;

/** Built once per process and kept: generating it walks every procedure's schemas. */
export const openApiDocument = (baseUrl = '/api'): OpenAPIObject => {
  cached ??= generateOpenApiDocument(appRouter, {
    title: `${GALLERY.name} API`,
    description:
      'The REST face of the same procedures the web client calls over tRPC. Admin paths need `Authorization: Bearer <access_token>` from POST /login.',
    version: '1.0.0',
    openApiVersion: '3.1.0',
    baseUrl,
    docsUrl: '/api/docs',
    paths: expressOpenApiPaths,
  });
  return cached;
};
