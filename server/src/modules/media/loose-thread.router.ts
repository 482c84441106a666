// Loose threads: the admin CRUD, the staff's order, and the three public reads.
import { z } from 'zod';
import {
  looseThreadCrud,
  looseThreadOrderInput,
  publicThreadInput,
  publicThreadListInput,
  threadCardsOutput,
  threadDetailOutput,
  threadTypesOutput,
} from '#shared/schemas/loose-thread';
import { slugInput } from '#shared/schemas/catalogue-public';
import { messageOutput } from '#shared/schemas/list';
import { crud } from '#server/trpc/crud';
import { rest } from '#server/trpc/rest';
import { router } from '#server/trpc/trpc';
import * as threads from './loose-thread.service';

const { adminPut, publicGet } = rest('media');

export const looseThreadRouter = router({
  ...crud('media', looseThreadCrud, threads.looseThreadService, {
    paths: { list: '/admin/loose-threads', item: '/admin/loose-thread' },
    nouns: { one: 'loose thread', many: 'Loose threads' },
    summaries: {
      list: 'Loose threads: status, types, sort (title), order, page, search (search_type title or summary), limit',
    },
  }),
  saveOrder: adminPut(
    '/admin/loose-threads-order',
    'Save the staff order: { list: ids in their new order }, in one transaction',
  )
    .input(looseThreadOrderInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => threads.saveOrder(ctx.deps, input.list)),
  types: publicGet('/public/loose-threads/types', 'The types (On Art, On Artists, Resources) with how many each shows')
    .input(z.void())
    .output(threadTypesOutput)
    .query(({ ctx }) => threads.publicThreadTypes(ctx.deps)),
  listOfType: publicGet(
    '/public/loose-threads/list/{type}',
    "One type's published threads in the staff's order, 24 a page",
  )
    .input(publicThreadListInput)
    .output(threadCardsOutput)
    .query(({ ctx, input }) => threads.publicThreadsOfType(ctx.deps, input.type, input.page)),
  bySlug: publicGet('/public/loose-threads/{type}/{slug}', 'One published thread, with three more of its type')
    .input(publicThreadInput)
    .output(threadDetailOutput)
    .query(({ ctx, input }) => threads.publicThread(ctx.deps, input.slug, input.type)),
  // Beyond the spec: the page's address (/media/loose-threads/{slug}, the public registry's) names
  // no type; a slug is unique across types.
  page: publicGet('/public/loose-thread/{slug}', 'One published thread by its slug alone, with three more of its type')
    .input(slugInput)
    .output(threadDetailOutput)
    .query(({ ctx, input }) => threads.publicThread(ctx.deps, input.slug)),
});
