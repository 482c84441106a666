// The route template a request is counted under in /metrics: never the raw URL, so that the
// number of label values stays bounded whatever addresses clients invent (docs/decisions/020-operations.md).
import type { Request } from 'express';
import type { OpenAPIObject } from 'trpc-to-openapi';

interface Template {
  method: string;
  pattern: RegExp;
  label: string;
}

/** What the labels are read from, handed in by createApp (server/src/compose/). */
export interface ApiSurface {
  /** the app router's procedure paths (catalogue.artworkList) */
  procedures: () => readonly string[];
  /** the OpenAPI document of /api */
  openApi: () => OpenAPIObject;
}

/** The REST paths of the OpenAPI document (/api/public/artworks/{slug}), as patterns. */
const restTemplatesOf = (doc: OpenAPIObject): Template[] => {
  const templates = Object.entries(doc.paths ?? {}).flatMap(([p, item]) => {
    const pattern = new RegExp(`^/api${p.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}/?$`);
    return Object.keys(item ?? {}).map((method) => ({ method: method.toUpperCase(), pattern, label: `/api${p}` }));
  });
  // Literal paths first: /artworks/shop-page before /artworks/{slug}.
  return templates.sort((a, b) => (a.label.includes('{') ? 1 : 0) - (b.label.includes('{') ? 1 : 0));
};

/** The text a path segment stands for; undefined when its percent-encoding is malformed (`%`, `%FF`). */
const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
};

/**
 * Runs after the answer is sent, for any address a client invents: it never throws on one, and
 * names it with a label from a bounded set. Express's routes and the page router ignore letter case
 * and take /%61rtworks for /artworks, so the prefixes are matched and pages named in lower case,
 * decoded; one spelling, one label.
 */
const routeLabel = (
  req: Request,
  status: number,
  restPaths: () => Template[],
  procedures: () => Set<string>,
): string => {
  const p = (req.originalUrl.split('?')[0] ?? '/').replace(/\/{2,}/g, '/');
  const lower = p.toLowerCase();
  if (lower.startsWith('/assets/')) return '/assets/*';
  if (lower.startsWith('/uploads/')) return '/uploads/*';
  if (lower.startsWith('/trpc/')) {
    // Procedure names keep their case (catalogue.artworkList): others are unknown.
    const names = decoded(p.slice('/trpc/'.length))?.split(',');
    if (!names) return '/trpc/(unknown)';
    if (names.length > 1) return '/trpc/(batch)';
    return procedures().has(names[0]!) ? `/trpc/${names[0]}` : '/trpc/(unknown)';
  }
  if (lower === '/api' || lower.startsWith('/api/')) {
    const hit = restPaths().find((t) => t.method === req.method && t.pattern.test(p));
    return hit ? hit.label : '/api/(unknown)';
  }
  const route = (req as Request & { route?: { path?: unknown } }).route;
  if (route && typeof route.path === 'string') return `${req.baseUrl}${route.path}`.toLowerCase();
  // Any address can be asked for: only one that was answered names a route.
  if (status >= 400) return '(unmatched)';
  // A page: its first segment (the app's own, or it would be a 404) and how deep it goes.
  const segments = p.split('/').filter(Boolean);
  if (!segments.length) return '/';
  const first = decoded(segments[0]!)?.toLowerCase();
  if (!first || !/^[a-z0-9-]+$/.test(first)) return '(unmatched)';
  return `/${first}${'/*'.repeat(Math.min(segments.length - 1, 2))}`;
};

/** The labeller of one app: its procedures and REST paths are read once, at the first request. */
export const routeLabeller = (api: ApiSurface) => {
  let restTemplates: Template[] | undefined;
  let procedureSet: Set<string> | undefined;
  const restPaths = () => (restTemplates ??= restTemplatesOf(api.openApi()));
  const procedures = () => (procedureSet ??= new Set(api.procedures()));
  return (req: Request, status: number) => routeLabel(req, status, restPaths, procedures);
};
