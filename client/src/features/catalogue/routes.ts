// The collection: its back-office screens and its public pages (artworks, artists, acquisitions).
import { IconPalette } from '@tabler/icons-react';
import type { RouteDef } from '#client/lib/route-flags';
import { PUBLIC_KINDS } from '#shared/public-kinds';
import { SITE_PAGES } from '#shared/site-pages';

const group = '/admin/collection';

export const catalogueRoutes: RouteDef[] = [
  {
    path: group,
    layout: 'admin',
    title: 'Collection',
    redirect: '/admin/collection/artworks',
    nav: { order: 2, icon: IconPalette },
  },
  {
    path: '/admin/collection/artworks',
    layout: 'admin',
    title: 'Artworks',
    nav: { group, order: 1 },
    page: () => import('./admin/ArtworksAdminPage'),
  },
  {
    path: '/admin/collection/artists',
    layout: 'admin',
    title: 'Artists',
    nav: { group, order: 2 },
    page: () => import('./admin/ArtistsAdminPage'),
  },
  {
    path: '/admin/collection/publications',
    layout: 'admin',
    title: 'Publications',
    nav: { group, order: 3 },
    page: () => import('./admin/PublicationsAdminPage'),
  },

  // detail pages name themselves (breadcrumb and tab) through useDocumentTitle(title)
  {
    path: PUBLIC_KINDS.artwork.listPath,
    layout: 'base',
    title: 'Artworks',
    page: () => import('./public/ArtworksPage'),
  },
  {
    path: PUBLIC_KINDS.artwork.pattern,
    layout: 'base',
    title: 'Artwork',
    flags: { share: true },
    page: () => import('./public/ArtworkPage'),
  },
  {
    path: PUBLIC_KINDS.artist.listPath,
    layout: 'base',
    title: 'Artists',
    page: () => import('./public/ArtistsPage'),
  },
  {
    path: PUBLIC_KINDS.artist.pattern,
    layout: 'base',
    title: 'Artist',
    page: () => import('./public/ArtistPage'),
  },
  {
    path: SITE_PAGES.acquisitions,
    layout: 'base',
    title: 'Acquisitions',
    page: () => import('./public/AcquisitionsPage'),
  },
];
