// The catalogue domain's face (lib/domain-face.ts): artworks, artists, lookups, the public shop.
import type { DomainFace } from '#server/lib/domain-face';
import { catalogueAdminRouter } from './catalogue-admin.router';
import { cataloguePublicRouter } from './catalogue-public.router';
import { installFacetFeeds } from './facet-feeds';
import { facetKeeperOf } from './facet-keeper';
import { cataloguePublicKinds } from './public-kinds';

export const catalogue = {
  name: 'catalogue',
  routers: { catalogueAdmin: catalogueAdminRouter, cataloguePublic: cataloguePublicRouter },
  publicKinds: cataloguePublicKinds,
  // What keeps the facet index right after writes (decision 031): triggers, made again at every start.
  prepareDatabase: (db) => installFacetFeeds(db),
  // The facet index is built ahead, not at a visitor's first filters.
  warmUp: (deps) => facetKeeperOf(deps).current(),
} satisfies DomainFace;
