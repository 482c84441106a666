// The admin sidebar, from the route table: each domain's routes.ts gives its screens a place (nav:
// order, icon, group) and the route's title labels the link, as it does the breadcrumb and the tab.
// A link is shown only when its route has a page, so the sidebar never leads to a 404; a group
// (a route that forwards to its first screen) is shown while one of its screens is.
import type { Icon } from '@tabler/icons-react';
import type { RouteDef } from '#client/lib/route-flags';

export interface AdminNavLink {
  label: string;
  path: string;
}
export interface AdminNavItem extends AdminNavLink {
  icon: Icon;
  children?: AdminNavLink[];
}

const byOrder = (a: RouteDef, b: RouteDef) => a.nav!.order - b.nav!.order;
const linkOf = (r: RouteDef): AdminNavLink => ({ label: r.title, path: r.path });

/** The sidebar's items in order: screens on their own, and groups with the screens listed under them. */
export const adminNav = (routes: readonly RouteDef[]): AdminNavItem[] => {
  const listed = routes.filter((r) => r.nav);
  return listed
    .filter((r) => !r.nav!.group && r.nav!.icon)
    .sort(byOrder)
    .flatMap((item): AdminNavItem[] => {
      const icon = item.nav!.icon!;
      const children = listed.filter((r) => r.nav!.group === item.path && r.page).sort(byOrder);
      if (children.length) return [{ ...linkOf(item), icon, children: children.map(linkOf) }];
      return item.page ? [{ ...linkOf(item), icon }] : [];
    });
};
