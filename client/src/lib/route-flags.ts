// The route table's types, the flags an entry sets on its page, and the hooks that read them: the
// table itself (app/route-table.ts) is composition, given to lower floors through RouteTableContext.
import type { Icon } from '@tabler/icons-react';
import { type ComponentType, createContext, useContext } from 'react';
import { useMatches } from 'react-router';
import type { Prefetch } from './ssr-data';

export interface RouteFlags {
  /** the footer shows (default true on the base layout) */
  footer?: boolean;
  /** the menu button shows (false on the legal texts, /search and an artwork's forms) */
  menu?: boolean;
  /** a close button returns to the previous page */
  close?: boolean;
  /** the share button shows */
  share?: boolean;
  /** a page by link only: the server answers it with X-Robots-Tag noindex (the page adds its meta) */
  noindex?: boolean;
  /** admin: the page alone, without the back office's header and sidebar (the door view) */
  bare?: boolean;
}

export type Layout = 'base' | 'admin' | 'empty';
/** A page chunk: the component, and for server-rendered pages the data its first render reads. */
export interface PageModule {
  default: ComponentType;
  prefetch?: Prefetch;
}
/** A back-office screen's place in the admin sidebar; its label is the route's title. */
export interface NavEntry {
  /** the item's place among the sidebar's items, or a screen's among its group's */
  order: number;
  /** the icon of a top-level item (a group, or a screen on its own) */
  icon?: Icon;
  /** the path of the group (a route of its own) the screen is listed under */
  group?: string;
}
export interface RouteDef {
  path: string;
  layout: Layout;
  /** the breadcrumb / document title of the page */
  title: string;
  flags?: RouteFlags;
  page?: () => Promise<PageModule>;
  /** a route that only forwards to another */
  redirect?: string;
  /** listed in the admin sidebar */
  nav?: NavEntry;
}

/** The route table, provided by the app (AppProviders): lower floors read titles and pages by path. */
export const RouteTableContext = createContext<readonly RouteDef[]>([]);
export const useRouteTable = () => useContext(RouteTableContext);

interface Handle {
  title: string;
  flags: RouteFlags;
  path: string;
}

/** The table entry (title, flags, pattern) of the deepest matched route. */
export const useRouteHandle = (): Handle | undefined => {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as Handle | undefined;
    if (handle?.flags) return handle;
  }
  return undefined;
};

export const useRouteFlags = (): Required<RouteFlags> => {
  const flags = useRouteHandle()?.flags ?? {};
  return {
    footer: flags.footer ?? true,
    menu: flags.menu ?? true,
    close: flags.close ?? false,
    share: flags.share ?? false,
    noindex: flags.noindex ?? false,
    bare: flags.bare ?? false,
  };
};
