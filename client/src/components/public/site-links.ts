import { listPathOf, MEDIA_PATH } from '#shared/public-kinds';
import { GALLERY } from '#shared/gallery';

export interface SiteLink {
  label: string;
  to: string;
  /** leaves the site (the shop is a separate store) */
  external?: boolean;
}

/** The public menu, in the spec's order (SPEC.md section 2). */
export const MENU_LINKS: SiteLink[] = [
  { label: 'Artists', to: listPathOf('artist') },
  { label: 'Events', to: '/events' },
  { label: 'Artworks', to: listPathOf('artwork') },
  { label: 'Shop', to: GALLERY.shopUrl, external: true },
  { label: 'Art advisory', to: listPathOf('advisory') },
  { label: 'Media', to: MEDIA_PATH },
  { label: 'About', to: '/about' },
  { label: 'Contact', to: '/contact' },
];

export const LEGAL_LINKS: SiteLink[] = [
  { label: 'Terms and conditions', to: '/terms-and-conditions' },
  { label: 'Privacy policy', to: '/privacy-policy' },
  { label: 'Shipping and returns', to: '/shipping-and-returns' },
  { label: 'Contact', to: '/contact' },
];

export const SOCIAL_LINKS: SiteLink[] = [
  { label: 'Instagram', to: GALLERY.social.instagram, external: true },
  { label: 'Facebook', to: GALLERY.social.facebook, external: true },
];
