// Two plain Express routes of the mailing list (documented by hand below, listed in the forms face, index.ts):
// - POST /api/public/unsubscribe?token=: the one-click unsubscribe a mail program sends for the
//   List-Unsubscribe-Post header (RFC 8058: a form-encoded body, the token in the address);
// - GET /api/admin/subscribers.csv: the confirmed addresses, for the gallery's mailing tool.
import express, { type Express as App, type RequestHandler } from 'express';
import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { MSG } from '#shared/messages';
import type { AppDeps } from '#server/deps';
import { toCsv } from '#server/lib/csv-cell';
import { badRequest } from '#server/lib/errors';
import { requireStaff } from '../uploads/upload.routes';
import { listConfirmedSubscribers } from './subscriber.repository';
import { unsubscribe } from './subscribe.service';

const tokenOf = (value: unknown) => (typeof value === 'string' && /^[a-f0-9]{32}$/.test(value) ? value : null);

const oneClick =
  (deps: AppDeps): RequestHandler =>
  async (req, res) => {
    const token = tokenOf(req.query.token) ?? tokenOf((req.body as { token?: unknown } | undefined)?.token);
    if (!token) throw badRequest(MSG.tokenInvalid);
    res.json(await unsubscribe(deps, token, req.ip ?? 'unknown'));
  };

const exportCsv =
  (deps: AppDeps): RequestHandler =>
  async (_req, res) => {
    const rows = await listConfirmedSubscribers(deps.db);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="subscribers-${new Date().toISOString().slice(0, 10)}.csv"`,
    );
    res.setHeader('Cache-Control', 'no-store');
    res.send(toCsv([['name', 'email', 'confirmed_at'], ...rows.map((r) => [r.name, r.email, r.confirmed_at])]));
  };

export const registerMailingListRoutes = (app: App, deps: AppDeps) => {
  app.post('/api/public/unsubscribe', express.urlencoded({ extended: false, limit: '2kb' }), oneClick(deps));
  app.get('/api/admin/subscribers.csv', requireStaff(deps), exportCsv(deps));
};

const message = { 'application/json': { schema: z.object({ message: z.string() }) } };
export const mailingListOpenApiPaths: ZodOpenApiPathsObject = {
  '/public/unsubscribe': {
    post: {
      tags: ['forms'],
      operationId: 'forms-unsubscribe-one-click',
      summary: 'One-click unsubscribe (List-Unsubscribe-Post), the token from the email in the address',
      requestParams: { query: z.object({ token: z.string() }) },
      responses: {
        '200': { description: 'Unsubscribed (again, if it already was)', content: message },
        '400': { description: 'The link is not valid', content: message },
        '429': { description: 'Too many tries from this address', content: message },
      },
    },
  },
  '/admin/subscribers.csv': {
    get: {
      tags: ['forms'],
      security: [{ Authorization: [] }],
      operationId: 'forms-subscribers-csv',
      summary: 'Confirmed subscribers as CSV (name, email, confirmed_at); unconfirmed ones are never exported',
      responses: {
        '200': { description: 'The CSV file', content: { 'text/csv': { schema: z.string() } } },
        '401': { description: 'Missing, unknown or expired token', content: message },
      },
    },
  },
};
