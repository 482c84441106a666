// The history domain's face (lib/domain-face.ts): what staff changed, on screen and as CSV.
import type { DomainFace } from '#server/lib/domain-face';
import { historyCsvOpenApiPaths, registerHistoryCsvRoute } from './history-csv.routes';
import { historyRouter } from './history.router';

export const history = {
  name: 'history',
  routers: { history: historyRouter },
  routes: registerHistoryCsvRoute,
  openApiPaths: historyCsvOpenApiPaths,
} satisfies DomainFace;
