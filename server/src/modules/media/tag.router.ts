import { tagIdInput, tagInput, tagListInput, tagListOutput, tagOutput, tagSavedOutput } from '#shared/schemas/tag';
import { messageOutput } from '#shared/schemas/auth';
import { adminProcedure, router } from '#server/trpc/trpc';
import * as tags from './tag.service';

const meta = ['tags'];

export const tagRouter = router({
  list: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/tags', tags: meta, summary: 'Tags, paged, sorted and searched' } })
    .input(tagListInput)
    .output(tagListOutput)
    .query(({ ctx, input }) => tags.listTags(ctx.deps, input)),

  create: adminProcedure
    .meta({ openapi: { method: 'POST', path: '/admin/tag', tags: meta, summary: 'Create a tag' } })
    .input(tagInput)
    .output(tagSavedOutput)
    .mutation(({ ctx, input }) => tags.createTag(ctx.deps, input)),

  get: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/tag/{id}', tags: meta, summary: 'One tag' } })
    .input(tagIdInput)
    .output(tagOutput)
    .query(({ ctx, input }) => tags.getTag(ctx.deps, input.id)),

  update: adminProcedure
    .meta({ openapi: { method: 'PUT', path: '/admin/tag/{id}', tags: meta, summary: 'Rename a tag' } })
    .input(tagIdInput.extend(tagInput.shape))
    .output(tagSavedOutput)
    .mutation(({ ctx, input }) => tags.updateTag(ctx.deps, input.id, input)),

  delete: adminProcedure
    .meta({
      openapi: { method: 'DELETE', path: '/admin/tag/{id}', tags: meta, summary: 'Delete a tag (posts lose it)' },
    })
    .input(tagIdInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => tags.deleteTag(ctx.deps, input.id)),
});
