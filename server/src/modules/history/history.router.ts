// /admin/history: the change history, filtered and paged, and the staff members it names.
import { z } from 'zod';
import { historyListInput, historyListOutput, historyStaffOutput } from '#shared/schemas/history';
import { rest } from '#server/trpc/rest';
import { router } from '#server/trpc/trpc';
import * as history from './history.service';

const { adminGet } = rest('history');

export const historyRouter = router({
  list: adminGet('/admin/history', 'What staff changed, newest first, by item, staff member, field and dates')
    .input(historyListInput)
    .output(historyListOutput)
    .query(({ ctx, input }) => history.listHistory(ctx.deps, input)),

  staff: adminGet('/admin/history/staff', 'The staff members the change history names')
    .input(z.void())
    .output(historyStaffOutput)
    .query(({ ctx }) => history.historyStaff(ctx.deps)),
});
