import type { SearchHit } from '#shared/schemas/search';
import { Link } from 'react-router';
import catalogue from '#client/components/public/artworks/catalogue.module.css';
import { CardFrame } from '../CardFrame';
import classes from './SiteSearch.module.css';

/** A result drawn as the catalogue draws its cards: picture, kicker, title, facts, then the words found. */
export function SearchHitCard({ hit, priority }: { hit: SearchHit; priority?: boolean }) {
  return (
    <Link to={hit.path} className={catalogue.card} data-search-result="">
      <CardFrame
        classes={catalogue}
        image={hit.image}
        title={hit.title}
        alt=""
        sizes="(min-width: 62em) 19vw, (min-width: 48em) 26vw, 42vw"
        priority={priority}
      />
      {hit.kicker && <span className={catalogue.cardArtist}>{hit.kicker}</span>}
      <span className={hit.kicker ? catalogue.cardTitle : `${catalogue.cardTitle} ${catalogue.cardTitleFirst}`}>
        {hit.title}
      </span>
      {hit.meta.map((m) => (
        <span key={m} className={catalogue.cardMeta}>
          {m}
        </span>
      ))}
      {hit.snippet.some((p) => p.hit) && (
        <span className={classes.snippet}>
          {hit.snippet.map((p, i) => (p.hit ? <mark key={i}>{p.text}</mark> : <span key={i}>{p.text}</span>))}
        </span>
      )}
    </Link>
  );
}
