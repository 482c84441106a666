import { Link } from 'react-router';
import { type RouteDef, useRouteHandle, useRouteTable } from '#client/lib/route-flags';
import { usePageTitle } from '#client/lib/use-document-title';
import classes from './SiteBreadcrumbs.module.css';

/** A detail route's list page: '/artworks' for '/artworks/:slug'. */
const parentOf = (pattern: string, routes: readonly RouteDef[]) => {
  if (!pattern.includes(':')) return undefined;
  const path = pattern.slice(0, pattern.lastIndexOf('/'));
  return routes.find((r) => r.path === path && r.page);
};

/**
 * Home / the page's title from the route table. A detail page adds its list page and shows the title
 * it gives itself through useDocumentTitle(own). The home page has none.
 */
export function SiteBreadcrumbs() {
  const handle = useRouteHandle();
  const routes = useRouteTable();
  const own = usePageTitle();
  const title = own ?? handle?.title;
  if (!title) return null;
  const parent = handle && parentOf(handle.path, routes);
  return (
    <nav aria-label="Breadcrumb" className={classes.wrap}>
      <ol className={classes.trail}>
        <li>
          <Link to="/" className={classes.crumb}>
            Home
          </Link>
        </li>
        {parent && (
          <li>
            <Separator />
            <Link to={parent.path} className={classes.crumb}>
              {parent.title}
            </Link>
          </li>
        )}
        <li>
          <Separator />
          <span aria-current="page" className={classes.current}>
            {title}
          </span>
        </li>
      </ol>
    </nav>
  );
}

/** Drawn, not read: a screen reader announces a list of links. */
const Separator = () => (
  <span aria-hidden className={classes.separator}>
    /
  </span>
);
