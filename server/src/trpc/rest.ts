// Procedure builders with their REST face: one call names the method, the path and the summary,
// and the builder adds the module's tag and whether a token is asked. trpc-to-openapi marks a path
// as protected unless told otherwise, so public paths must say `protect: false` every time; here
// they cannot forget it.
import type { OpenApiMethod } from 'trpc-to-openapi';
import { adminProcedure, publicProcedure } from './trpc';

export type RestPath = `/${string}`;

const meta = (tag: string, method: OpenApiMethod, path: RestPath, summary: string, protect: boolean) => ({
  openapi: { method, path, summary, tags: [tag], protect },
});

/** The builders of one module's procedures, every path listed under `tag` in the API docs. */
export const rest = (tag: string) => ({
  publicGet: (path: RestPath, summary: string) => publicProcedure.meta(meta(tag, 'GET', path, summary, false)),
  publicPost: (path: RestPath, summary: string) => publicProcedure.meta(meta(tag, 'POST', path, summary, false)),
  adminGet: (path: RestPath, summary: string) => adminProcedure.meta(meta(tag, 'GET', path, summary, true)),
  adminPost: (path: RestPath, summary: string) => adminProcedure.meta(meta(tag, 'POST', path, summary, true)),
  adminPut: (path: RestPath, summary: string) => adminProcedure.meta(meta(tag, 'PUT', path, summary, true)),
  adminDelete: (path: RestPath, summary: string) => adminProcedure.meta(meta(tag, 'DELETE', path, summary, true)),
});
