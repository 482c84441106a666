// A page's prefetch as a React Router loader, on the server only. tRPC's NOT_FOUND (an unknown or
// inactive item) becomes a 404 route error: the response status and the 404 page follow from it. So
// does an address whose parameters the procedure refuses as input (a slug of 6,000 characters): it
// names no item either, and is the visitor's, not the server's, error.
import { data, type LoaderFunctionArgs } from 'react-router';
import type { Prefetch, ServerLoadContext } from './ssr-data';

const NO_SUCH_ITEM = new Set(['NOT_FOUND', 'BAD_REQUEST', 'UNPROCESSABLE_CONTENT']);
const isNotFound = (err: unknown) => NO_SUCH_ITEM.has((err as { code?: string } | null)?.code ?? '');

const notFound = () => data(null, { status: 404, statusText: 'Not Found' });

/** `null`: the route itself is the 404 (an unknown path). */
export const serverLoader =
  (prefetch: Prefetch | null) =>
  async ({ params, request, context }: LoaderFunctionArgs) => {
    if (!prefetch) throw notFound();
    const { queryClient, caller } = context as unknown as ServerLoadContext;
    try {
      await prefetch({ queryClient, caller, params, url: new URL(request.url) });
    } catch (err) {
      if (isNotFound(err)) throw notFound();
      throw err;
    }
    return null;
  };
