// The dashboard's procedure as a hook: the only place the client names it.
import { type RouterOutputs, trpc } from '#client/lib/trpc';

export type Dashboard = RouterOutputs['dashboard']['get'];

export const useDashboard = () => trpc.dashboard.get.useQuery();
