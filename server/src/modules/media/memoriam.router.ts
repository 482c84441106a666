// Memoriams ("Lives well lived"): the admin CRUD and the two public reads.
import { slugInput } from '#shared/schemas/catalogue-public';
import {
  memoriamCardsOutput,
  memoriamCrud,
  memoriamDetailOutput,
  publicMemoriamListInput,
} from '#shared/schemas/memoriam';
import { crud } from '#server/trpc/crud';
import { rest } from '#server/trpc/rest';
import { router } from '#server/trpc/trpc';
import * as memoriams from './memoriam.service';

const { publicGet } = rest('media');

export const memoriamRouter = router({
  ...crud('media', memoriamCrud, memoriams.memoriamService, {
    paths: { list: '/admin/memoriams', item: '/admin/memoriam' },
    nouns: { one: 'memoriam', many: 'Memoriams' },
    summaries: { list: 'Memoriams: status, sort (title), order, page, search (search_type title or years), limit' },
  }),
  publicList: publicGet('/public/memoriams', 'Published memoriams, newest first, 12 a page')
    .input(publicMemoriamListInput)
    .output(memoriamCardsOutput)
    .query(({ ctx, input }) => memoriams.publicMemoriams(ctx.deps, input.page)),
  bySlug: publicGet('/public/memoriams/{slug}', 'One published memoriam')
    .input(slugInput)
    .output(memoriamDetailOutput)
    .query(({ ctx, input }) => memoriams.publicMemoriam(ctx.deps, input.slug)),
});
