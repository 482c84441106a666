import { idInput } from '#shared/schemas/list';
import { tagInput, tagListInput, tagListOutput, tagOutput, tagSavedOutput } from '#shared/schemas/tag';
import { crud } from '#server/trpc/crud';
import { router } from '#server/trpc/trpc';
import { tagService } from './tag.service';

export const tagRouter = router(
  crud({
    tag: 'tags',
    paths: { list: '/admin/tags', item: '/admin/tag' },
    nouns: { one: 'tag', many: 'Tags' },
    schemas: {
      listInput: tagListInput,
      listOutput: tagListOutput,
      input: tagInput,
      updateInput: idInput.extend(tagInput.shape),
      output: tagOutput,
      savedOutput: tagSavedOutput,
    },
    service: tagService,
    summaries: { update: 'Rename a tag', delete: 'Delete a tag (posts lose it)' },
  }),
);
