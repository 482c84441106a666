// Lookups: picker lists (search, exclude_ids, limit=all) and creating a material, color or region
// on the spot, unique regardless of case.
import type { z } from 'zod';
import { MSG } from '#shared/messages';
import type { lookupInput, lookupListInput } from '#shared/schemas/lookup';
import type { AppDeps } from '#server/deps';
import { pageWindow } from '#server/db/paging';
import type { LookupName } from '#server/db/schema';
import { fieldError, isUniqueViolation } from '#server/lib/errors';
import * as repo from './lookup.repository';

type ListQuery = z.output<typeof lookupListInput>;

export const listLookup = async (deps: AppDeps, table: LookupName, input: ListQuery) => {
  const filter = { search: input.search || undefined, excludeIds: input.exclude_ids };
  const { rows, hasMorePages } = await repo.listLookup(deps.db, table, filter, pageWindow(input));
  return { list: rows, hasMorePages };
};

/** The three lookups staff may add from a picker, with their names and duplicate messages. */
export const CREATABLE = {
  materials: { noun: 'Material', taken: MSG.tagTaken },
  colors: { noun: 'Color', taken: MSG.colorTaken },
  regions: { noun: 'Region', taken: MSG.tagTaken },
} as const satisfies Partial<Record<LookupName, { noun: string; taken: string }>>;

export const createLookup = async (
  deps: AppDeps,
  table: keyof typeof CREATABLE,
  input: z.output<typeof lookupInput>,
) => {
  const { noun, taken } = CREATABLE[table];
  if (await repo.findLookupIdByTitle(deps.db, table, input.title)) throw fieldError('title', taken);
  try {
    const item = await repo.insertLookup(deps.db, table, input.title);
    return { message: `${noun} successfully created`, item };
  } catch (err) {
    // Two pickers saving the same new title at once: the UNIQUE index settles it.
    if (isUniqueViolation(err, 'title')) throw fieldError('title', taken);
    throw err;
  }
};
