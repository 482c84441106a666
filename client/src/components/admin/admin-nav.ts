// The admin sidebar (SPEC.md section 2). Child screens are added by later work; a link is shown only
// once its route exists in the route table, so the sidebar never leads to a 404.
import {
  IconCalendarEvent,
  IconFileText,
  IconLayoutDashboard,
  IconMessageCircle,
  IconPalette,
  IconUserCircle,
  type Icon,
} from '@tabler/icons-react';
import { ROUTES } from '../../app/route-table';

export interface AdminNavLink {
  label: string;
  path: string;
}
export interface AdminNavItem extends AdminNavLink {
  icon: Icon;
  children?: AdminNavLink[];
}

const NAV: AdminNavItem[] = [
  { label: 'Dashboard', path: '/admin', icon: IconLayoutDashboard },
  {
    label: 'Collection',
    path: '/admin/collection',
    icon: IconPalette,
    children: [
      { label: 'Artworks', path: '/admin/collection/artworks' },
      { label: 'Artists', path: '/admin/collection/artists' },
      { label: 'Publications', path: '/admin/collection/publications' },
    ],
  },
  {
    label: 'Events',
    path: '/admin/events',
    icon: IconCalendarEvent,
    children: [
      { label: 'Exhibitions', path: '/admin/events/exhibitions' },
      { label: 'Events', path: '/admin/events/events' },
      { label: 'Private viewing rooms', path: '/admin/events/private-viewing-rooms' },
    ],
  },
  {
    label: 'Content',
    path: '/admin/content',
    icon: IconFileText,
    children: [
      { label: 'In the news', path: '/admin/content/in-the-news' },
      { label: 'Press releases', path: '/admin/content/press-releases' },
      { label: 'Lives well lived', path: '/admin/content/lives-well-lived' },
      { label: 'Loose threads', path: '/admin/content/loose-threads' },
      { label: 'Art advisory', path: '/admin/content/art-advisory' },
      { label: 'Tags', path: '/admin/content/tags' },
    ],
  },
  {
    label: 'Arttextstyle',
    path: '/admin/arttextstyle',
    icon: IconMessageCircle,
    children: [
      { label: 'Arttextstyle', path: '/admin/arttextstyle/arttextstyle' },
      { label: 'Comments', path: '/admin/arttextstyle/comments' },
    ],
  },
  { label: 'Profile', path: '/admin/profile', icon: IconUserCircle },
];

/** True when the route table has a page (not only a redirect) at this path. */
export const routeExists = (path: string) => ROUTES.some((r) => r.path === path && r.page);

/** The sidebar as it can be shown today: groups keep their existing children, empty groups go. */
export const adminNav = (): AdminNavItem[] =>
  NAV.flatMap((item) => {
    if (!item.children) return routeExists(item.path) ? [item] : [];
    const children = item.children.filter((c) => routeExists(c.path));
    return children.length ? [{ ...item, children }] : [];
  });
