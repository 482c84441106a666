// The app router: every domain's tRPC routers under their keys, read from the composition list. Its
// type is the one the web client is typed by end to end, so each router keeps its own type here.
import type { AnyRouter } from '@trpc/server';
import { router } from '#server/trpc/trpc';
import { DOMAINS } from './domains';

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** Every face's routers in one record: { auth: typeof authRouter } & { catalogueAdmin: … } & … */
type Routers = UnionToIntersection<(typeof DOMAINS)[number]['routers']>;

const routers: Record<string, AnyRouter> = {};
for (const face of DOMAINS)
  for (const [key, domainRouter] of Object.entries(face.routers)) {
    // Two domains under one key: the second would silently replace the first's procedures.
    if (key in routers) throw new Error(`the router key ${key} is taken twice (domain ${face.name})`);
    routers[key] = domainRouter;
  }

export const appRouter = router(routers as Routers);

export type AppRouter = typeof appRouter;
