import { useMatches } from 'react-router';
import type { RouteFlags } from './route-table';

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
