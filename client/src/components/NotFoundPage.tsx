import { listPathOf } from '#shared/public-kinds';
import { Link } from 'react-router';
import { GALLERY } from '#shared/gallery';
import page from '#client/components/public/page.module.css';
import classes from './NotFoundPage.module.css';
import { fullTitle } from '#client/components/public/seo/PageMeta';
import { MoreLink } from '#client/components/public/ui/controls';

/** /404, on the empty layout: a calm word and a way back. */
export default function NotFoundPage() {
  return (
    <main className={classes.wrap}>
      <title>{fullTitle('Page not found')}</title>
      <Link to="/" className={classes.logo}>
        {GALLERY.name}
      </Link>
      <div className={classes.body}>
        <p className={page.eyebrow}>Page not found</p>
        <h1 className={page.pageTitle}>This page is not on view.</h1>
        <p className={page.lead}>
          The address may be mistyped, or the page may have moved since you last visited, as works and exhibitions
          sometimes do. Everything else is where you left it.
        </p>
        <div className={classes.links}>
          <MoreLink to="/">Return to the home page</MoreLink>
          <MoreLink to={listPathOf('artwork')}>Browse artworks</MoreLink>
        </div>
      </div>
    </main>
  );
}
