// Tags: the admin table, create/edit with a case-insensitive unique title, delete.
import { MSG } from '#shared/messages';
import type { z } from 'zod';
import type { TagDto, tagInput, tagListInput } from '#shared/schemas/tag';
import type { AppDeps } from '#server/deps';
import { countedPage, pageWindow } from '#server/db/paging';
import { fieldError, isUniqueViolation, NotFound } from '#server/lib/errors';
import * as repo from './tag.repository';

export const TAG_NOT_FOUND = 'Tag not found';
export const TAG_DELETED = 'Tag successfully deleted';

type ListQuery = z.output<typeof tagListInput>;
type TagInputParsed = z.output<typeof tagInput>;
type TagRow = NonNullable<Awaited<ReturnType<typeof repo.findTag>>>;

const toDto = (row: TagRow): TagDto => ({
  id: row.id,
  title: row.title,
  posts_count: Number(row.posts_count ?? 0),
  created_at: row.created_at,
});

export const listTags = async (deps: AppDeps, input: ListQuery) => {
  const filter = { search: input.search || undefined, excludeIds: input.exclude_ids };
  const window = pageWindow(input);
  return countedPage(window, repo.countTags(deps.db, filter), repo.listTags(deps.db, filter, input, window), (rows) =>
    rows.map(toDto),
  );
};

export const getTag = async (deps: AppDeps, id: number): Promise<TagDto> => {
  const row = await repo.findTag(deps.db, id);
  if (!row) throw new NotFound(TAG_NOT_FOUND);
  return toDto(row);
};

const taken = () => fieldError('title', MSG.tagTaken);

/** The read-then-write check gives the friendly 422; the UNIQUE index settles a race between two saves. */
const guardUnique = async <T>(write: () => Promise<T>) => {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err, 'title')) throw taken();
    throw err;
  }
};

export const createTag = async (deps: AppDeps, input: TagInputParsed) => {
  if (await repo.findTagIdByTitle(deps.db, input.title)) throw taken();
  const id = await guardUnique(() => repo.insertTag(deps.db, input.title));
  return { message: MSG.tagSaved, tag: await getTag(deps, id) };
};

export const updateTag = async (deps: AppDeps, id: number, input: TagInputParsed) => {
  await getTag(deps, id);
  if (await repo.findTagIdByTitle(deps.db, input.title, id)) throw taken();
  await guardUnique(() => repo.updateTag(deps.db, id, input.title));
  return { message: MSG.tagSaved, tag: await getTag(deps, id) };
};

/** post_tags rows cascade; the message says how many posts lose the tag so nobody is surprised. */
export const deleteTag = async (deps: AppDeps, id: number) => {
  const tag = await getTag(deps, id);
  if (!(await repo.deleteTag(deps.db, id))) throw new NotFound(TAG_NOT_FOUND);
  const n = tag.posts_count;
  return { message: n ? `${TAG_DELETED}. It was removed from ${n} ${n === 1 ? 'post' : 'posts'}.` : TAG_DELETED };
};

export const tagService = { list: listTags, get: getTag, create: createTag, update: updateTag, remove: deleteTag };
