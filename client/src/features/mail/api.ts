// The mail queue's staff procedures as hooks: the only place the client names them. A retry or a
// removal refreshes the failed list and the dashboard's counts.
import { HANDLED } from '#client/lib/admin-mutations';
import { type RouterOutputs, trpc } from '#client/lib/trpc';

export type FailedMail = RouterOutputs['mail']['failed']['data'][number];

export const useFailedMail = (enabled: boolean) => trpc.mail.failed.useQuery(undefined, { enabled });

function useInvalidate() {
  const utils = trpc.useUtils();
  return () => {
    void utils.mail.failed.invalidate();
    void utils.dashboard.get.invalidate();
  };
}

export const useRetryMail = () => trpc.mail.retry.useMutation({ ...HANDLED, onSuccess: useInvalidate() });
export const useDismissMail = () => trpc.mail.dismiss.useMutation({ ...HANDLED, onSuccess: useInvalidate() });
