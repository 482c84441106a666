import { listPathOf, pathOf } from '#shared/public-kinds';
import { Link } from 'react-router';
import { formatDay } from '#client/components/public/dates';
import page from '#client/components/public/page.module.css';
import type { RouterOutputs } from '#client/lib/trpc';
import classes from './HomePage.module.css';
import { MoreLink } from '#client/components/public/ui/controls';
import { PageSection } from '#client/components/public/PageSection';

type News = RouterOutputs['site']['home']['latest_news'][number];

/** The three latest notices from the press; nothing at all when there are none. */
export function LatestNews({ news }: { news: News[] }) {
  if (news.length === 0) return null;
  return (
    <PageSection
      id="home-news"
      title="In the news"
      className={page.container}
      action={<MoreLink to={listPathOf('news')}>All news</MoreLink>}
    >
      <ul className={classes.news}>
        {news.map((n) => (
          <li key={n.slug}>
            <Link to={pathOf('news', n.slug)} className={classes.newsItem}>
              <time dateTime={n.date_published.slice(0, 10)} className={page.eyebrow}>
                {formatDay(n.date_published)}
              </time>
              <span className={classes.newsTitle}>{n.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
