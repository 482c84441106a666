import { Link } from 'react-router';
import { GALLERY, galleryAddressLine } from '#shared/gallery';
import { LEGAL_LINKS, SOCIAL_LINKS } from './site-links';
import { Button } from './ui/controls';
import classes from './SiteFooter.module.css';

/** The quiet end of every public page: where to find the gallery, the fine print, the profiles. */
export function SiteFooter({ onJoinMailingList }: { onJoinMailingList: () => void }) {
  return (
    <footer className={classes.footer}>
      <div className={classes.inner}>
        <div className={classes.intro}>
          <p className={classes.name}>{GALLERY.name}</p>
          <p className={classes.tagline}>{GALLERY.tagline}, in New York.</p>
          <Button variant="outline" className={classes.join} onClick={onJoinMailingList}>
            Join our mailing list
          </Button>
        </div>

        <section aria-labelledby="footer-visit">
          <h2 id="footer-visit" className={classes.heading}>
            Visit
          </h2>
          <address className={classes.address}>
            {galleryAddressLine()}
            <br />
            {GALLERY.hours}
          </address>
          <a href={GALLERY.phoneHref} className={classes.link}>
            {GALLERY.phone}
          </a>
          <a href={`mailto:${GALLERY.email}`} className={classes.link}>
            {GALLERY.email}
          </a>
        </section>

        <nav aria-labelledby="footer-info">
          <h2 id="footer-info" className={classes.heading}>
            Information
          </h2>
          {LEGAL_LINKS.map((l) => (
            <Link key={l.to} to={l.to} className={classes.link}>
              {l.label}
            </Link>
          ))}
        </nav>

        <nav aria-labelledby="footer-follow">
          <h2 id="footer-follow" className={classes.heading}>
            Follow
          </h2>
          {SOCIAL_LINKS.map((l) => (
            <a key={l.to} href={l.to} target="_blank" rel="noopener noreferrer" className={classes.link}>
              {l.label}
            </a>
          ))}
        </nav>
      </div>
      <p className={classes.copyright}>
        © {new Date().getFullYear()} {GALLERY.name}. All rights reserved.
      </p>
    </footer>
  );
}
