import { generateOpenApiDocument, type OpenAPIObject } from 'trpc-to-openapi';
import { GALLERY } from '#shared/gallery';
import { multipartOpenApiPaths } from '#server/multipart';
import { appRouter } from '#server/trpc/router';

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
    paths: multipartOpenApiPaths,
  });
  return cached;
};
