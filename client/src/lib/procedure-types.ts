// The input, answer and hook results of one tRPC procedure as the React client decorates it
// (trpc.catalogueAdmin.artists.list), so that a factory can take the procedure itself and keep its
// types: the hooks factory (crud-hooks.ts) and a page's query (app/page-query.ts).
import type { SkipToken } from '@tanstack/react-query';
import type { TRPCFetchQueryOptions, UseTRPCQueryResult } from '@trpc/react-query/shared';

/** A query procedure. Read through usePrefetchQuery, its one signature that is not generic. */
export interface QueryProc {
  usePrefetchQuery: (input: never, opts?: never) => void;
}
export interface MutationProc {
  useMutation: (opts?: never) => unknown;
}

type PrefetchArgs<P> = P extends {
  usePrefetchQuery: (input: infer I, opts?: TRPCFetchQueryOptions<infer O, infer E>) => void;
}
  ? { input: Exclude<I, SkipToken>; output: O; error: E }
  : never;

export type QueryInput<P extends QueryProc> = PrefetchArgs<P>['input'];
export type QueryOutput<P extends QueryProc> = PrefetchArgs<P>['output'];
export type QueryResult<P extends QueryProc> = UseTRPCQueryResult<QueryOutput<P>, PrefetchArgs<P>['error']>;

export type MutationResult<P extends MutationProc> = P extends { useMutation: (opts?: never) => infer R } ? R : never;
type MutateArgs<P extends MutationProc> =
  MutationResult<P> extends { mutateAsync: (input: infer I, opts?: never) => Promise<infer O> }
    ? { input: I; output: O }
    : never;
export type MutationInput<P extends MutationProc> = MutateArgs<P>['input'];
export type MutationOutput<P extends MutationProc> = MutateArgs<P>['output'];

/** The runtime side of a decorated procedure: what a factory calls. */
export interface RuntimeQueryProc {
  useQuery: (input: unknown, opts?: object) => unknown;
}
export interface RuntimeMutationProc {
  useMutation: (opts?: object) => unknown;
}
export const runtime = <T>(proc: unknown) => proc as T;
