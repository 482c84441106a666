// A page's prefetch as a React Router loader, on the server only. tRPC's NOT_FOUND (an unknown or
// inactive item) becomes a 404 route error, and TOO_MANY_REQUESTS (a private room's address tried
// too often) a 429 with the server's words: the response status and the page follow from it. An
// address whose parameters the procedure refuses as input (a slug of 6,000 characters) is a 404 too:
// it names no item either, and is the visitor's, not the server's, error.
import { data, type LoaderFunctionArgs } from 'react-router';
import type { Prefetch, ServerLoadContext } from '../lib/ssr-data';

const codeOf = (err: unknown) => (err as { code?: string } | null)?.code;
const NO_SUCH_ITEM = new Set(['NOT_FOUND', 'BAD_REQUEST', 'UNPROCESSABLE_CONTENT']);

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
      if (NO_SUCH_ITEM.has(codeOf(err) ?? '')) throw notFound();
      if (codeOf(err) === 'TOO_MANY_REQUESTS')
        throw data(null, { status: 429, statusText: (err as Error).message || 'Too Many Requests' });
      throw err;
    }
    return null;
  };
