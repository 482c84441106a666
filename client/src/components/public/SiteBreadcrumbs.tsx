import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useRouteHandle } from '../../app/route-flags';
import classes from './SiteBreadcrumbs.module.css';

/** Home / the page's title from the route table. The home page has none. */
export function SiteBreadcrumbs() {
  const title = useRouteHandle()?.title;
  if (!title) return null;
  return (
    <nav aria-label="Breadcrumb" className={classes.wrap}>
      <Breadcrumbs separator="/" classNames={{ separator: classes.separator }}>
        <Anchor component={Link} to="/" className={classes.crumb}>
          Home
        </Anchor>
        <Text component="span" aria-current="page" className={classes.current}>
          {title}
        </Text>
      </Breadcrumbs>
    </nav>
  );
}
