// Comments as the admin dashboard sees them: how many, how many lately, and the newest few.
import type { AppDeps } from '#server/deps';
import * as repo from './comment.repository';

export const commentFigures = async (deps: AppDeps, since: string, latest: number) => {
  const [totals, rows] = await Promise.all([repo.commentTotals(deps.db, since), repo.latestComments(deps.db, latest)]);
  return { totals, latest: rows };
};
