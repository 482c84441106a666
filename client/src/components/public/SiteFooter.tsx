import type { ReactNode } from 'react';
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

        <Column id="footer-visit" title="Visit">
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
        </Column>

        <Column id="footer-info" title="Information" nav>
          {LEGAL_LINKS.map((l) => (
            <Link key={l.to} to={l.to} className={classes.link}>
              {l.label}
            </Link>
          ))}
        </Column>

        <Column id="footer-follow" title="Follow" nav>
          {SOCIAL_LINKS.map((l) => (
            <a key={l.to} href={l.to} target="_blank" rel="noopener noreferrer" className={classes.link}>
              {l.label}
            </a>
          ))}
        </Column>
      </div>
      <p className={classes.copyright}>
        © {new Date().getFullYear()} {GALLERY.name}. All rights reserved.
      </p>
    </footer>
  );
}

/** A titled column of the footer, named by its heading; `nav` where it holds links to pages. */
function Column({ id, title, nav, children }: { id: string; title: string; nav?: boolean; children: ReactNode }) {
  const Tag = nav ? 'nav' : 'section';
  return (
    <Tag aria-labelledby={id}>
      <h2 id={id} className={classes.heading}>
        {title}
      </h2>
      {children}
    </Tag>
  );
}
