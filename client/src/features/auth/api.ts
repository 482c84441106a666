// The auth domain's procedures as hooks: the only place the client names them. Auth calls are
// never batched with others (the tRPC link sees to that), and every one reports its own errors.
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toastSuccess } from '#client/lib/toast';
import { reportMutationError } from '#client/components/admin/mutation-errors';
import { HANDLED } from '#client/lib/admin-mutations';
import { clearToken } from '#client/lib/auth-token';
import { trpc } from '#client/lib/trpc';

/** The signed-in staff member (GET /admin/me). */
export const useMe = (opts: { enabled?: boolean; staleTime?: number } = {}) => trpc.auth.me.useQuery(undefined, opts);

/** Saves your name, photo or password; the answer is the new you, so nothing is fetched again. */
export const useUpdateMe = () => {
  const utils = trpc.useUtils();
  return trpc.auth.updateMe.useMutation({ ...HANDLED, onSuccess: (res) => utils.auth.me.setData(undefined, res.user) });
};

/** Logging out always ends the session here, even when the server call fails (offline, expired). */
export const useLogout = () => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return trpc.auth.logout.useMutation({
    ...HANDLED,
    onSettled: () => {
      clearToken();
      navigate('/login', { replace: true });
      queryClient.clear();
    },
  });
};

export const useSendVerifyEmail = () =>
  trpc.auth.sendVerifyEmail.useMutation({
    ...HANDLED,
    onSuccess: (res) => toastSuccess(res.message),
    onError: reportMutationError,
  });

export const useInvite = () => trpc.auth.invite.useMutation(HANDLED);
export const useLogin = () => trpc.auth.login.useMutation(HANDLED);
export const useForgotPassword = () => trpc.auth.forgotPassword.useMutation(HANDLED);
export const useResetPassword = () => trpc.auth.resetPassword.useMutation(HANDLED);
export const useConfirmInvite = () => trpc.auth.confirmInvite.useMutation(HANDLED);
export const useVerifyEmail = () => trpc.auth.verifyEmail.useMutation(HANDLED);
