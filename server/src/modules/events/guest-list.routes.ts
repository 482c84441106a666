// GET /api/admin/{exhibition|event}/{id}/rsvps.csv?date=: a date's guest list as a CSV download for
// the door. Plain Express, because the REST layer answers JSON only; documented by hand below.
import type { Express as App, RequestHandler } from 'express';
import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { idInput } from '#shared/schemas/list';
import { isoDate } from '#shared/schemas/event-fields';
import type { AppDeps } from '#server/deps';
import { fieldErrorsFromZod } from '#server/lib/errors';
import { requireStaff } from '../uploads/upload.routes';
import { EVENT, EXHIBITION, type ShowKind } from './kinds';
import { guestListCsv } from './rsvp.service';

const query = idInput.extend({ date: isoDate() });

const download =
  (deps: AppDeps, kind: ShowKind): RequestHandler =>
  async (req, res) => {
    const input = query.safeParse({ id: req.params.id, date: req.query.date });
    if (!input.success) throw fieldErrorsFromZod(input.error);
    const { filename, csv } = await guestListCsv(deps, kind, input.data.id, input.data.date);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
    res.setHeader('Cache-Control', 'no-store');
    res.send(csv);
  };

export const registerGuestListRoutes = (app: App, deps: AppDeps) => {
  for (const kind of [EXHIBITION, EVENT])
    app.get(`/api${kind.paths.adminOne}/:id/rsvps.csv`, requireStaff(deps), download(deps, kind));
};

const message = { 'application/json': { schema: z.object({ message: z.string() }) } };
const doc = (kind: ShowKind) => ({
  get: {
    tags: ['events'],
    security: [{ Authorization: [] }],
    operationId: `events-${kind.key}-guest-list`,
    summary: `A date's guest list of an ${kind.key}, as CSV (show, date, time, name, email, guests, arrived, checked_in_at; every cell quoted, formula starts neutralised)`,
    requestParams: { path: z.object({ id: z.number().int().positive() }), query: z.object({ date: z.string() }) },
    responses: {
      '200': { description: 'The CSV file', content: { 'text/csv': { schema: z.string() } } },
      '401': { description: 'Missing, unknown or expired token', content: message },
      '404': { description: `No such ${kind.key}`, content: message },
      '422': { description: 'The date is missing or not YYYY-MM-DD', content: message },
    },
  },
});

export const guestListOpenApiPaths: ZodOpenApiPathsObject = {
  '/admin/exhibition/{id}/rsvps.csv': doc(EXHIBITION),
  '/admin/event/{id}/rsvps.csv': doc(EVENT),
};
