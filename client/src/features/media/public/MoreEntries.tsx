// Under a loose thread or an advisory service: the others of its kind as a titled list of links,
// each with its summary.
import { Link } from 'react-router';
import { PageSection } from '#client/components/public/PageSection';
import classes from './reading.module.css';

interface Props {
  /** the section's heading id */
  id: string;
  title: string;
  entries: { path: string; title: string; summary: string | null }[];
}

export function MoreEntries({ id, title, entries }: Props) {
  if (entries.length === 0) return null;
  return (
    <PageSection id={id} title={title}>
      <ul className={classes.threads} aria-labelledby={id}>
        {entries.map((e) => (
          <li key={e.path} className={classes.thread}>
            <h3 className={classes.entryTitle}>
              <Link to={e.path}>{e.title}</Link>
            </h3>
            {e.summary && <p className={classes.entryText}>{e.summary}</p>}
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
