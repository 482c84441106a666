import { tagInput, tagListInput, tagListOutput, tagOutput, tagSavedOutput } from '#shared/schemas/tag';
import { idInput, messageOutput } from '#shared/schemas/list';
import { rest } from '#server/trpc/rest';
import { router } from '#server/trpc/trpc';
import * as tags from './tag.service';

const { adminGet, adminPost, adminPut, adminDelete } = rest('tags');

export const tagRouter = router({
  list: adminGet('/admin/tags', 'Tags, paged, sorted and searched')
    .input(tagListInput)
    .output(tagListOutput)
    .query(({ ctx, input }) => tags.listTags(ctx.deps, input)),

  create: adminPost('/admin/tag', 'Create a tag')
    .input(tagInput)
    .output(tagSavedOutput)
    .mutation(({ ctx, input }) => tags.createTag(ctx.deps, input)),

  get: adminGet('/admin/tag/{id}', 'One tag')
    .input(idInput)
    .output(tagOutput)
    .query(({ ctx, input }) => tags.getTag(ctx.deps, input.id)),

  update: adminPut('/admin/tag/{id}', 'Rename a tag')
    .input(idInput.extend(tagInput.shape))
    .output(tagSavedOutput)
    .mutation(({ ctx, input }) => tags.updateTag(ctx.deps, input.id, input)),

  delete: adminDelete('/admin/tag/{id}', 'Delete a tag (posts lose it)')
    .input(idInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => tags.deleteTag(ctx.deps, input.id)),
});
