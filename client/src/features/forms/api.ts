// The forms domain's procedures as hooks (the staff inbox and the mailing list): the only place the
// admin names them. Not crudHooks: staff read submissions, answer them, add notes and change their
// status; each answer is the submission with its thread.
import type { SubmissionDto } from '#shared/schemas/inbox';
import type { RouterInputs } from '#client/lib/trpc';
import { HANDLED } from '#client/lib/admin-mutations';
import { listOptions } from '#client/lib/crud-hooks';
import { trpc } from '#client/lib/trpc';

export type SubmissionListInput = RouterInputs['forms']['inbox']['list'];
export type SubscriberListInput = RouterInputs['forms']['inbox']['subscribers'];

export const useSubmissionList = (input: SubmissionListInput) => trpc.forms.inbox.list.useQuery(input, listOptions);

export const useSubmission = (id: number | undefined) =>
  trpc.forms.inbox.get.useQuery({ id: id ?? 0 }, { enabled: id !== undefined });

/** The sidebar's badge: refreshed every minute and when staff come back to the tab. */
export const useNewSubmissionCount = () =>
  trpc.forms.inbox.newCount.useQuery(undefined, { refetchInterval: 60_000, refetchOnWindowFocus: true });

/** After a change: the drawer shows the answer, the lists and counts read again. */
const useChanged = () => {
  const utils = trpc.useUtils();
  return (item: SubmissionDto) => {
    utils.forms.inbox.get.setData({ id: item.id }, item);
    void utils.forms.inbox.list.invalidate();
    void utils.forms.inbox.newCount.invalidate();
    void utils.dashboard.invalidate();
  };
};

export const useSetSubmissionStatus = () =>
  trpc.forms.inbox.setStatus.useMutation({ ...HANDLED, onSuccess: useChanged() });

export const useReplyToSubmission = () => trpc.forms.inbox.reply.useMutation({ ...HANDLED, onSuccess: useChanged() });

export const useAddSubmissionNote = () => trpc.forms.inbox.note.useMutation({ ...HANDLED, onSuccess: useChanged() });

export const useSubscriberList = (input: SubscriberListInput) =>
  trpc.forms.inbox.subscribers.useQuery(input, listOptions);
