// The client's half of the CRUD kit: as the server's routers come from crud(), a domain's admin
// hooks come from crudHooks(procedures). features/<domain>/api.ts declares which router; the hooks,
// their options and what each write makes stale are here, once.
import { type QueryKey, keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { HANDLED, type Mutation, saveWith } from './admin-mutations';
import {
  type MutationInput,
  type MutationOutput,
  type MutationProc,
  type MutationResult,
  type QueryInput,
  type QueryProc,
  type QueryResult,
  type RuntimeMutationProc,
  type RuntimeQueryProc,
  runtime,
} from './procedure-types';

/** A router made by the server's crud(): its five procedures (and any others beside them). */
export interface CrudProcs {
  list: QueryProc;
  get: QueryProc;
  create: MutationProc;
  update: MutationProc;
  delete: MutationProc;
}

export interface CrudHooksOptions {
  /**
   * Other routers or procedures whose answers a write changes (an artwork's save changes its
   * artist's artworks_count): they are made stale with the entity's own.
   */
  invalidates?: readonly object[];
}

/**
 * The key prefix of every query under a router or procedure (tRPC's utils.x.invalidate() uses the
 * same). One parameter on purpose: getQueryKey given to .map directly reads the index and the array
 * as its input and type, and the keys then match no query (a saved item missing from its list).
 */
const keyOfRouter = (node: object) => (getQueryKey as (n: object) => QueryKey)(node);

/** The list keeps showing the previous page while the next one loads. */
export const listOptions = { placeholderData: keepPreviousData };

/** Hooks made once, at module load: the procedures must not change for a mounted caller. */
export function crudHooks<R extends CrudProcs>(router: R, { invalidates = [] }: CrudHooksOptions = {}) {
  // Every query under the entity's router (list, get, pickers, sub-lists) goes stale after a write.
  const stale = [router, ...invalidates].map(keyOfRouter);
  function useInvalidate() {
    const client = useQueryClient();
    return () => {
      for (const queryKey of stale) void client.invalidateQueries({ queryKey });
    };
  }
  const query = (name: 'list' | 'get') => runtime<RuntimeQueryProc>(router[name]);
  const mutation = (name: 'create' | 'update' | 'delete') => runtime<RuntimeMutationProc>(router[name]);

  return {
    /** The admin list for the kit's table (useAdminCrudList). */
    useList: (input: QueryInput<R['list']>) => query('list').useQuery(input, listOptions) as QueryResult<R['list']>,
    /** One item for its form, fetched only for an id. */
    useItem: (id: number | undefined) =>
      query('get').useQuery({ id: id ?? 0 }, { enabled: id !== undefined }) as QueryResult<R['get']>,
    /** save(null, values) creates, save(id, values) updates; the form reports its own errors. */
    useSave: () => {
      const onSuccess = useInvalidate();
      type Out = MutationOutput<R['create']>;
      return saveWith(
        mutation('create').useMutation({ ...HANDLED, onSuccess }) as Mutation<MutationInput<R['create']>, Out>,
        mutation('update').useMutation({ ...HANDLED, onSuccess }) as Mutation<MutationInput<R['update']>, Out>,
      );
    },
    /** The delete, for the list's confirm (a 403 shows the server's reason). */
    useRemove: () =>
      mutation('delete').useMutation({ ...HANDLED, onSuccess: useInvalidate() }) as MutationResult<R['delete']>,
    /** For a write beside CRUD (an artist's publications): the same invalidation. */
    useInvalidate,
  };
}
