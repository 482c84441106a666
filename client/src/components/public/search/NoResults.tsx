import type { SearchResult } from '#shared/schemas/search';
import { Button, ButtonLink } from '../ui/controls';
import classes from './SiteSearch.module.css';

interface Props {
  /** what the answer offers when it found nothing */
  offer: NonNullable<SearchResult['no_results']>;
  /** searches for an offered word */
  onTerm: (term: string) => void;
}

/** Under "No Results": the site's words nearest to those typed, each a search, and its sections to browse. */
export function NoResults({ offer, onTerm }: Props) {
  return (
    <div>
      {offer.terms.length > 0 && (
        <>
          <p className={classes.hint}>Search instead for</p>
          <ul className={classes.offers}>
            {offer.terms.map((term) => (
              <li key={term}>
                <Button variant="outline" onClick={() => onTerm(term)}>
                  {term}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      <nav aria-label="Browse the site">
        <p className={classes.hint}>{offer.terms.length ? 'Or browse' : 'Browse'}</p>
        <ul className={classes.offers}>
          {offer.sections.map((s) => (
            <li key={s.path}>
              <ButtonLink to={s.path} variant="subtle">
                {s.label}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
