// The shapes every list and every write shares: the admin list query, the paged answers under the
// names the spec gives them (`list` for admin tables, `data` for public pages), and the small
// envelopes of a save or a delete. A new domain builds its schemas from these.
import { z } from 'zod';
import { TITLE_MAX } from '#shared/constants';
import { MSG } from '#shared/messages';
import { idList, limit, page, sortOrder } from '#shared/validation';

/** `{ id }` from the path of GET/PUT/DELETE /admin/<thing>/{id}. */
export const idInput = z.object({ id: z.coerce.number({ error: MSG.number }).int(MSG.number).positive(MSG.positive) });

/** The edit form's input: `{ id }` from the path beside the create form's fields. */
export const withId = <Shape extends z.ZodRawShape>(fields: z.ZodObject<Shape>) => idInput.extend(fields.shape);

/** A row's status as staff read it: '1' active, '0' inactive. */
export const statusOutput = z.enum(['0', '1']);

/** When a row was made and last changed, as every admin DTO ends: ISO strings. */
export const rowStamps = { created_at: z.string(), updated_at: z.string() };

/** What a delete, a logout or a form answers. */
export const messageOutput = z.object({ message: z.string() });

/**
 * What a create or an edit answers: the message and the saved item as the list shows it, under
 * `item` unless the spec names it otherwise (POST /admin/tag answers `tag`).
 */
export const savedOutput = <T extends z.ZodType, K extends string = 'item'>(item: T, key: K = 'item' as K) =>
  z.object({ message: z.string(), ...({ [key]: item } as { [P in K]: T }) });

/** A search box's text. */
export const searchText = () => z.string().trim().max(TITLE_MAX, MSG.max(TITLE_MAX)).optional();

/**
 * The admin list query: sort (one of `sorts`), order, page, search, limit (a number or 'all', both
 * capped) and exclude_ids (pickers hide what is already chosen). Filters and search_type are added
 * with `.extend()` by the lists that have them.
 */
export const adminListInput = <const S extends readonly [string, ...string[]]>(sorts: S, defaultSort: S[number]) =>
  z.object({
    sort: z.enum(sorts).default(defaultSort as never),
    order: sortOrder(),
    page: page(),
    search: searchText(),
    limit: limit(),
    exclude_ids: idList(),
  });

/** A page of an admin table or picker: `{ list, hasMorePages }`. */
export const pagedList = <T extends z.ZodType>(item: T) => z.object({ list: z.array(item), hasMorePages: z.boolean() });

/** An admin table that shows how many rows match and which page this is. */
export const countedList = <T extends z.ZodType>(item: T) =>
  pagedList(item).extend({ total: z.number(), page: z.number() });

/** A page of a public list: `{ data, hasMorePages }`. */
export const pagedData = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), hasMorePages: z.boolean() });

/**
 * The six schemas the CRUD factory (server/src/trpc/crud.ts) wires: the list answer and the save
 * answer are made from the item, so that a domain states each idea once.
 */
export const crudSchemas = <
  ListIn extends z.ZodType,
  In extends z.ZodType<object>,
  UpdateIn extends z.ZodType,
  Out extends z.ZodType,
  K extends string = 'item',
>(
  listInput: ListIn,
  input: In,
  updateInput: UpdateIn,
  output: Out,
  savedKey: K = 'item' as K,
) => ({
  listInput,
  listOutput: countedList(output),
  input,
  updateInput,
  output,
  savedOutput: savedOutput(output, savedKey),
});
