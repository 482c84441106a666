// The admin dashboard: what the gallery holds, what is coming up, and what visitors said lately,
// each asked of the module that owns it (the dashboard has no SQL of its own).
import { previewOf } from '#shared/format';
import { galleryToday } from '#shared/gallery-clock';
import type { AppDeps } from '#server/deps';
import { catalogueFigures } from '#server/modules/catalogue/figures.service';
import { programmeFigures } from '#server/modules/events/programme.service';
import { submissionFigures } from '#server/modules/forms/inbox.service';
import { subscriberCount } from '#server/modules/forms/subscribe.service';
import { mailFigures } from '#server/modules/mail/mail.service';
import { commentFigures } from '#server/modules/media/comment.service';

export const DASHBOARD_LIST_SIZE = 5;
export const COMMENT_PREVIEW_CHARS = 140;
const RECENT_DAYS = 7;

export const dashboard = async (deps: AppDeps, now = new Date()) => {
  // The gallery's day, as the events pages and the door table count it: at 10pm in New York tonight's
  // timeslots are still upcoming, though UTC has moved on.
  const today = galleryToday(now);
  const since = new Date(now.getTime() - RECENT_DAYS * 86_400_000).toISOString();
  const [catalogue, programme, comments, subscribers, mail, inbox] = await Promise.all([
    catalogueFigures(deps),
    programmeFigures(deps, today, DASHBOARD_LIST_SIZE),
    commentFigures(deps, since, DASHBOARD_LIST_SIZE),
    subscriberCount(deps),
    mailFigures(deps),
    submissionFigures(deps),
  ]);
  return {
    ...catalogue,
    upcoming: programme.upcoming,
    rsvps: programme.rsvps,
    comments: comments.totals,
    subscribers,
    mail,
    inbox,
    latest_comments: comments.latest.map((c) => ({
      id: c.id,
      post_title: c.post_title,
      post_slug: c.post_slug,
      name: c.name,
      preview: previewOf(c.body, COMMENT_PREVIEW_CHARS),
      created_at: c.created_at,
    })),
    upcoming_timeslots: programme.upcoming_timeslots,
  };
};
