// Under a sent form's thanks: the way back into the collection, so that the visitor's visit goes on.
// After a form about a work: back to it, the artist's other works, all of the artist's works; after a
// commission: the chosen artist's works; otherwise the collection. Only the pages' own API: the
// artwork page's data already holds three more works by the artist.
import { Link } from 'react-router';
import { listPathOf, pathOf } from '#shared/public-kinds';
import type { ArtworkCard } from '#shared/schemas/catalogue-public';
import classes from './forms.module.css';

interface Props {
  /** the work the form was about */
  artwork?: Pick<ArtworkCard, 'slug' | 'title' | 'artist_name' | 'artist_slug'>;
  /** other works by its artist */
  more?: readonly Pick<ArtworkCard, 'id' | 'slug' | 'title'>[];
  /** the artist the form was about, when there is no work */
  artist?: { slug: string; full_name: string };
}

export function KeepLooking({ artwork, more = [], artist }: Props) {
  const by = artwork ? { slug: artwork.artist_slug, full_name: artwork.artist_name } : artist;
  return (
    <nav aria-label="Keep looking">
      {artwork && (
        <p>
          <Link to={pathOf('artwork', artwork.slug)}>Back to {artwork.title}</Link>
        </p>
      )}
      {by && more.length > 0 && (
        <>
          <p>More by {by.full_name}:</p>
          <ul className={classes.steps}>
            {more.map((work) => (
              <li key={work.id}>
                <Link to={pathOf('artwork', work.slug)}>{work.title}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        {by ? (
          <Link to={pathOf('artist', by.slug)}>See the works of {by.full_name}</Link>
        ) : (
          <Link to={listPathOf('artwork')}>Browse the collection</Link>
        )}
      </p>
    </nav>
  );
}
