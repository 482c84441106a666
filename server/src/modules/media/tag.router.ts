import { tagCrud } from '#shared/schemas/tag';
import { crud } from '#server/trpc/crud';
import { router } from '#server/trpc/trpc';
import { tagService } from './tag.service';

export const tagRouter = router(
  crud('tags', tagCrud, tagService, {
    paths: { list: '/admin/tags', item: '/admin/tag' },
    nouns: { one: 'tag', many: 'Tags' },
    summaries: { update: 'Rename a tag', delete: 'Delete a tag (posts lose it)' },
  }),
);
