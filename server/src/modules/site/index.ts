// The site domain's face (lib/domain-face.ts): the home page's and the site-wide settings.
import type { DomainFace } from '#server/lib/domain-face';
import { siteRouter } from './site.router';

export const site = {
  name: 'site',
  routers: { site: siteRouter },
} satisfies DomainFace;
