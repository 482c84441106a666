import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDay } from '../../../components/public/dates';
import page from '../../../components/public/page.module.css';
import type { RouterOutputs } from '../../../lib/trpc';
import classes from './HomePage.module.css';

type News = RouterOutputs['site']['home']['latest_news'][number];

/** The three latest notices from the press; nothing at all when there are none. */
export function LatestNews({ news }: { news: News[] }) {
  if (news.length === 0) return null;
  return (
    <section className={`${page.container} ${page.section}`} aria-labelledby="home-news">
      <div className={page.sectionHead}>
        <h2 id="home-news" className={page.sectionTitle}>
          In the news
        </h2>
        <Link to="/media/in-the-news" className={page.textLink}>
          All news <IconArrowRight size={16} stroke={1.5} aria-hidden />
        </Link>
      </div>
      <ul className={classes.news}>
        {news.map((n) => (
          <li key={n.slug}>
            <Link to={`/media/in-the-news/${n.slug}`} className={classes.newsItem}>
              <time dateTime={n.date_published.slice(0, 10)} className={page.eyebrow}>
                {formatDay(n.date_published)}
              </time>
              <span className={classes.newsTitle}>{n.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
