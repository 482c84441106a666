import {
  IconCalendarEvent,
  IconFileText,
  IconHistory,
  IconInbox,
  IconLayoutDashboard,
  IconMailbox,
  IconMessageCircle,
  IconPalette,
  IconUserCircle,
} from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '#client/app/route-table';
import { adminNav } from '#client/components/admin/admin-nav';

const link = (label: string, path: string) => ({ label, path });

describe('the admin sidebar, built from the route table', () => {
  it('lists the groups and screens in their order, with their labels and icons', () => {
    expect(adminNav(ROUTES)).toEqual([
      { ...link('Dashboard', '/admin'), icon: IconLayoutDashboard },
      {
        ...link('Collection', '/admin/collection'),
        icon: IconPalette,
        children: [
          link('Artworks', '/admin/collection/artworks'),
          link('Artists', '/admin/collection/artists'),
          link('Publications', '/admin/collection/publications'),
        ],
      },
      {
        ...link('Events', '/admin/events'),
        icon: IconCalendarEvent,
        children: [
          link('Exhibitions', '/admin/events/exhibitions'),
          link('Events', '/admin/events/events'),
          link('Private viewing rooms', '/admin/events/private-viewing-rooms'),
        ],
      },
      {
        ...link('Content', '/admin/content'),
        icon: IconFileText,
        children: [
          link('In the news', '/admin/content/in-the-news'),
          link('Press releases', '/admin/content/press-releases'),
          link('Lives well lived', '/admin/content/lives-well-lived'),
          link('Loose threads', '/admin/content/loose-threads'),
          link('Art advisory', '/admin/content/art-advisory'),
          link('Tags', '/admin/content/tags'),
        ],
      },
      {
        ...link('Arttextstyle', '/admin/arttextstyle'),
        icon: IconMessageCircle,
        children: [link('Posts', '/admin/arttextstyle/arttextstyle'), link('Comments', '/admin/arttextstyle/comments')],
      },
      { ...link('History', '/admin/history'), icon: IconHistory },
      { ...link('Inbox', '/admin/inbox'), icon: IconInbox },
      { ...link('Subscribers', '/admin/inbox/subscribers'), icon: IconMailbox },
      { ...link('Profile', '/admin/profile'), icon: IconUserCircle },
    ]);
  });

  it('leaves out a screen without a page, and a group none of whose screens has one', () => {
    const routes = ROUTES.filter((r) => r.path !== '/admin/history' && !r.path.startsWith('/admin/arttextstyle/'));
    const paths = adminNav(routes).map((i) => i.path);
    expect(paths).not.toContain('/admin/history');
    expect(paths).not.toContain('/admin/arttextstyle');
    expect(paths).toContain('/admin/content');
  });
});
