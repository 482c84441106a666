// Posts as other modules see them: the home page's latest news.
import type { AppDeps } from '#server/deps';
import * as repo from './post.repository';

/** The newest published news items, newest first. */
export const latestNews = async (deps: AppDeps, now: Date, limit: number) =>
  (await repo.listLatestNews(deps.db, now.toISOString(), limit)).map((n) => ({
    title: n.title,
    slug: n.slug,
    date_published: n.date_published ?? '',
  }));
