import { listPathOf } from '#shared/public-kinds';
import { Link } from 'react-router';
import page from '#client/components/public/page.module.css';
import classes from './HomePage.module.css';
import { PageSection } from '#client/components/public/PageSection';

const PATHS = [
  {
    to: listPathOf('artwork'),
    title: 'Artworks',
    text: 'Paintings, works on paper, sculpture, baskets and tapestries from the collection, with sizes, materials and availability.',
  },
  {
    to: listPathOf('artist'),
    title: 'Artists',
    text: 'The painters, weavers, basket makers and sculptors we represent, and the estates we look after.',
  },
  {
    to: listPathOf('exhibition'),
    title: 'Exhibitions',
    text: 'What is on the walls now, what is being installed next, and the shows we keep returning to.',
  },
  {
    to: listPathOf('advisory'),
    title: 'Art advisory',
    text: 'Help to start or grow a collection, to see a work in your own room before it arrives, or to commission one.',
  },
];

/** Four ways into the site, as a quiet index rather than a row of buttons. */
export function ExploreLinks() {
  return (
    <PageSection id="home-explore" title="Explore the gallery" className={page.container}>
      <ol className={classes.explore}>
        {PATHS.map((p, i) => (
          <li key={p.to}>
            <Link to={p.to} className={classes.exploreLink}>
              <span className={classes.exploreNumber} aria-hidden>
                {String(i + 1).padStart(2, '0')}
              </span>
              <span className={classes.exploreTitle}>{p.title}</span>
              <span className={classes.exploreText}>{p.text}</span>
            </Link>
          </li>
        ))}
      </ol>
    </PageSection>
  );
}
