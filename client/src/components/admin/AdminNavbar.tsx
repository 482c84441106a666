import { Badge, NavLink, ScrollArea } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router';
import { useMemo } from 'react';
import { useRouteTable } from '#client/lib/route-flags';
import { adminNav } from './admin-nav';

const waitingBadge = (n: number | undefined) =>
  n ? (
    <Badge size="sm" color="madder" variant="filled" aria-label={`${n} waiting`}>
      {n}
    </Badge>
  ) : undefined;

/**
 * The sidebar: a group opens while one of its screens is shown; its label leads to its first screen.
 * `counts` puts a number of items waiting beside a screen's link (comments to approve, new submissions).
 */
export function AdminNavbar({ onNavigate, counts = {} }: { onNavigate: () => void; counts?: Record<string, number> }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const routes = useRouteTable();
  const nav = useMemo(() => adminNav(routes), [routes]);
  const within = (path: string) => pathname === path || pathname.startsWith(`${path}/`);

  return (
    <ScrollArea component="nav" aria-label="Admin" type="never">
      {nav.map((item) => {
        const Icon = item.icon;
        const icon = <Icon size={18} stroke={1.6} aria-hidden />;
        if (!item.children)
          return (
            <NavLink
              key={item.path}
              component={Link}
              to={item.path}
              label={item.label}
              leftSection={icon}
              rightSection={waitingBadge(counts[item.path])}
              active={pathname === item.path}
              aria-current={pathname === item.path ? 'page' : undefined}
              onClick={onNavigate}
            />
          );
        const open = within(item.path);
        return (
          <NavLink
            key={item.path}
            component={Link}
            to={item.children[0]!.path}
            label={item.label}
            leftSection={icon}
            // A closed group still says that something inside waits.
            rightSection={open ? undefined : waitingBadge(item.children.reduce((n, c) => n + (counts[c.path] ?? 0), 0))}
            opened={open}
            // Mantine's NavLink with children toggles and prevents the link: the route decides instead,
            // so a group opens on its first screen and its open state cannot disagree with the page.
            onChange={() => undefined}
            onClick={() => {
              if (!open) void navigate(item.children![0]!.path);
            }}
            active={open}
            variant="subtle"
          >
            {item.children.map((child) => (
              <NavLink
                key={child.path}
                component={Link}
                to={child.path}
                label={child.label}
                rightSection={waitingBadge(counts[child.path])}
                active={within(child.path)}
                aria-current={within(child.path) ? 'page' : undefined}
                onClick={onNavigate}
              />
            ))}
          </NavLink>
        );
      })}
    </ScrollArea>
  );
}
