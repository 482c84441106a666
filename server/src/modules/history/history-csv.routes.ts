// GET /api/admin/history.csv: the change history with the page's filters, as a CSV download. Plain
// Express, because the REST layer answers JSON only; documented by hand below. Cells as every
// download writes them (lib/csv-cell.ts: quoted, formula starts neutralised).
import type { Express as App, RequestHandler } from 'express';
import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { formatHistoryValue } from '#shared/history-format';
import { HISTORY_FIELDS, historyListInput } from '#shared/schemas/history';
import type { AppDeps } from '#server/deps';
import { csvCell } from '#server/lib/csv-cell';
import { fieldErrorsFromZod } from '#server/lib/errors';
import { requireStaff } from '../uploads/upload.routes';
import { everyChange } from './history.service';

const query = historyListInput.omit({ page: true });

const HEADER = ['when', 'staff member', 'item type', 'item id', 'item', 'field', 'before', 'after'];

const download =
  (deps: AppDeps): RequestHandler =>
  async (req, res) => {
    const input = query.safeParse(req.query);
    if (!input.success) throw fieldErrorsFromZod(input.error);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="change-history.csv"`);
    res.setHeader('Cache-Control', 'no-store');
    res.write(`${HEADER.map(csvCell).join(',')}\r\n`);
    // Streamed in batches: a long history never sits in memory as one string.
    for await (const r of everyChange(deps, input.data)) {
      const label = HISTORY_FIELDS[r.field as keyof typeof HISTORY_FIELDS] ?? r.field;
      const row = [
        r.at,
        r.user_name,
        r.item_type,
        r.item_id,
        r.item_title,
        label,
        formatHistoryValue(r.field, r.before),
        formatHistoryValue(r.field, r.after),
      ];
      res.write(`${row.map(csvCell).join(',')}\r\n`);
    }
    res.end();
  };

export const registerHistoryCsvRoute = (app: App, deps: AppDeps) => {
  app.get('/api/admin/history.csv', requireStaff(deps), download(deps));
};

const message = { 'application/json': { schema: z.object({ message: z.string() }) } };

export const historyCsvOpenApiPaths: ZodOpenApiPathsObject = {
  '/admin/history.csv': {
    get: {
      tags: ['history'],
      security: [{ Authorization: [] }],
      operationId: 'history-csv',
      summary: 'The change history with the same filters as GET /admin/history, as CSV (every cell quoted)',
      requestParams: { query },
      responses: {
        '200': { description: 'The CSV file', content: { 'text/csv': { schema: z.string() } } },
        '401': { description: 'Missing, unknown or expired token', content: message },
        '422': { description: 'A filter is malformed', content: message },
      },
    },
  },
};
