// The dashboard domain's face (lib/domain-face.ts): the staff home's figures.
import type { DomainFace } from '#server/lib/domain-face';
import { dashboardRouter } from './dashboard.router';

export const dashboard = {
  name: 'dashboard',
  routers: { dashboard: dashboardRouter },
} satisfies DomainFace;
