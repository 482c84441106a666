import { listPathOf } from '#shared/public-kinds';
import { GALLERY } from '#shared/gallery';
import { SITE_PAGES } from '#shared/site-pages';

export interface SiteLink {
  label: string;
  to: string;
  /** leaves the site (the shop is a separate store) */
  external?: boolean;
}

/** The public menu, in the gallery's order. */
export const MENU_LINKS: SiteLink[] = [
  { label: 'Artists', to: listPathOf('artist') },
  { label: 'Events', to: SITE_PAGES.events },
  { label: 'Artworks', to: listPathOf('artwork') },
  { label: 'Shop', to: GALLERY.shopUrl, external: true },
  { label: 'Art advisory', to: listPathOf('advisory') },
  { label: 'Media', to: SITE_PAGES.media },
  { label: 'About', to: SITE_PAGES.about },
  { label: 'Contact', to: SITE_PAGES.contact },
];

export const LEGAL_LINKS: SiteLink[] = [
  { label: 'Terms and conditions', to: SITE_PAGES.terms },
  { label: 'Privacy policy', to: SITE_PAGES.privacy },
  { label: 'Shipping and returns', to: SITE_PAGES.shipping },
  { label: 'Contact', to: SITE_PAGES.contact },
];

export const SOCIAL_LINKS: SiteLink[] = [
  { label: 'Instagram', to: GALLERY.social.instagram, external: true },
  { label: 'Facebook', to: GALLERY.social.facebook, external: true },
];
