import { createTRPCReact, httpBatchLink, splitLink } from '@trpc/react-query';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '#server/compose/router';
import { TRPC_MAX_BATCH } from '#shared/constants';
import { getToken } from './auth-token';

export const trpc = createTRPCReact<AppRouter>();
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

const headers = () => {
  const token = getToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
};

export const createTrpcClient = () =>
  trpc.createClient({
    links: [
      // The server refuses auth calls inside a batch (each password check is its own request). A
      // batch of one keeps the batch wire format, which carries a bodyless mutation (logout) as {}.
      splitLink({
        condition: (op) => op.path.startsWith('auth.'),
        true: httpBatchLink({ url: '/trpc', headers, maxItems: 1 }),
        false: httpBatchLink({ url: '/trpc', headers, maxItems: TRPC_MAX_BATCH }),
      }),
    ],
  });
