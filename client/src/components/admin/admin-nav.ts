// The admin sidebar: the dashboard, the collection, events, content and arttextstyle groups, then
// history, the inbox, subscribers and the profile.
// Child screens are added by later work; a link is shown only once its route exists in the route
// table, so the sidebar never leads to a 404.
import {
  IconCalendarEvent,
  IconFileText,
  IconInbox,
  IconMailbox,
  IconLayoutDashboard,
  IconMessageCircle,
  IconPalette,
  IconHistory,
  IconUserCircle,
  type Icon,
} from '@tabler/icons-react';
import type { RouteDef } from '#client/lib/route-flags';

export interface AdminNavLink {
  label: string;
  path: string;
}
export interface AdminNavItem extends AdminNavLink {
  icon: Icon;
  children?: AdminNavLink[];
}

// Paths only: each entry is labelled with its route's title, as its breadcrumb and tab title are.
const NAV: { path: string; icon: Icon; children?: string[] }[] = [
  { path: '/admin', icon: IconLayoutDashboard },
  {
    path: '/admin/collection',
    icon: IconPalette,
    children: ['/admin/collection/artworks', '/admin/collection/artists', '/admin/collection/publications'],
  },
  {
    path: '/admin/events',
    icon: IconCalendarEvent,
    children: ['/admin/events/exhibitions', '/admin/events/events', '/admin/events/private-viewing-rooms'],
  },
  {
    path: '/admin/content',
    icon: IconFileText,
    children: [
      '/admin/content/in-the-news',
      '/admin/content/press-releases',
      '/admin/content/lives-well-lived',
      '/admin/content/loose-threads',
      '/admin/content/art-advisory',
      '/admin/content/tags',
    ],
  },
  {
    path: '/admin/arttextstyle',
    icon: IconMessageCircle,
    children: ['/admin/arttextstyle/arttextstyle', '/admin/arttextstyle/comments'],
  },
  { path: '/admin/history', icon: IconHistory },
  { path: '/admin/inbox', icon: IconInbox },
  { path: '/admin/inbox/subscribers', icon: IconMailbox },
  { path: '/admin/profile', icon: IconUserCircle },
];

/** The sidebar as it can be shown today from the route table: groups keep their existing children, empty groups go. */
export const adminNav = (routes: readonly RouteDef[]): AdminNavItem[] => {
  const routeAt = (path: string) => routes.find((r) => r.path === path);
  /** True when the route table has a page (not only a redirect) at this path. */
  const routeExists = (path: string) => Boolean(routeAt(path)?.page);
  const link = (path: string): AdminNavLink[] => {
    const route = routeAt(path);
    return route ? [{ label: route.title, path }] : [];
  };
  return NAV.flatMap(({ path, icon, children }) => {
    if (!children) return routeExists(path) ? link(path).map((l) => ({ ...l, icon })) : [];
    const shown = children.filter(routeExists).flatMap(link);
    return shown.length ? link(path).map((l) => ({ ...l, icon, children: shown })) : [];
  });
};
