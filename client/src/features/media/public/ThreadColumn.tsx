// One type of loose threads on the /media landing: its first few in the staff's order, and the way
// to its tab on /media/loose-threads.
import { Link } from 'react-router';
import type { LOOSE_THREAD_TYPES } from '#shared/loose-threads';
import { pathOf } from '#shared/public-kinds';
import { pageQuery } from '#client/lib/page-query';
import { MoreLink, Skeleton } from '#client/components/public/ui/controls';
import { trpc } from '#client/lib/trpc';
import classes from './landing.module.css';
import media from './media.module.css';
import { threadTypePath } from './media-paths';

export const threadsOfType = pageQuery(trpc.looseThreads.listOfType);

interface Props {
  type: (typeof LOOSE_THREAD_TYPES)[number];
  /** how many threads it shows */
  shown: number;
}

export function ThreadColumn({ type, shown }: Props) {
  const list = threadsOfType.useQuery({ type: type.slug, page: 1 });
  const threads = (list.data?.data ?? []).slice(0, shown);
  const id = `threads-${type.slug}`;
  return (
    <section aria-labelledby={id} className={classes.threadType}>
      <h3 id={id} className={classes.threadTypeTitle}>
        {type.title}
      </h3>
      {list.isPending ? (
        <Skeleton height="5rem" />
      ) : (
        <ol className={classes.threadList}>
          {threads.map((t) => (
            <li key={t.slug}>
              <Link to={pathOf('looseThread', t.slug)} className={classes.threadLink}>
                {t.title}
              </Link>
              {t.summary && <p className={`${media.cardExcerpt} ${classes.threadSummary}`}>{t.summary}</p>}
            </li>
          ))}
        </ol>
      )}
      <MoreLink to={threadTypePath(type.slug)}>More {type.title.toLowerCase()}</MoreLink>
    </section>
  );
}
