// The client's one error policy, for the admin and the public site alike: 401 clears the token and
// goes to /login; 404 goes to /404; 500 and above opens the 'Sorry, something went wrong!' dialog.
// A query or mutation that handles its own errors sets meta: { handlesErrors: true }.
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { httpStatusOf } from './api-error';
import { clearToken } from './auth-token';

type Navigate = (to: string) => void;
let navigate: Navigate = (to) => window.location.assign(to);
export const setPolicyNavigate = (fn: Navigate) => {
  navigate = fn;
};

// The 'Sorry, something went wrong!' dialog's one flag, read by <ServerErrorDialog> (a plain store:
// the policy runs outside React, and no UI library is loaded on the public pages).
let serverErrorOpen = false;
const serverErrorListeners = new Set<() => void>();
const setServerErrorOpen = (open: boolean) => {
  serverErrorOpen = open;
  serverErrorListeners.forEach((l) => l());
};
export const serverErrorDialog = {
  subscribe: (listener: () => void) => {
    serverErrorListeners.add(listener);
    return () => serverErrorListeners.delete(listener);
  },
  isOpen: () => serverErrorOpen,
  close: () => setServerErrorOpen(false),
};
export const showServerErrorDialog = () => setServerErrorOpen(true);

/** Applies the policy; returns true when the error was handled here. */
export const applyErrorPolicy = (error: unknown, opts: { isQuery: boolean }): boolean => {
  const status = httpStatusOf(error);
  if (status === 401) {
    clearToken();
    navigate('/login');
    return true;
  }
  if (status === 404 && opts.isQuery) {
    navigate('/404');
    return true;
  }
  if (status === undefined || status >= 500) {
    showServerErrorDialog();
    return true;
  }
  return false;
};

const handles = (meta: Record<string, unknown> | undefined) => meta?.handlesErrors === true;

export const createQueryClient = () =>
  new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (!handles(query.meta)) applyErrorPolicy(error, { isQuery: true });
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        if (!handles(mutation.meta)) applyErrorPolicy(error, { isQuery: false });
      },
    }),
    defaultOptions: {
      queries: {
        retry: (count, error) => {
          const status = httpStatusOf(error);
          return status === undefined ? count < 2 : status >= 500 && count < 1;
        },
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
    },
  });
