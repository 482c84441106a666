// The catalogue in figures, for the admin dashboard: artworks and artists, all and active.
import type { AppDeps } from '#server/deps';
import { statusTotals } from './figures.repository';

export const catalogueFigures = async (deps: AppDeps) => {
  const [artworks, artists] = await Promise.all([statusTotals(deps.db, 'artworks'), statusTotals(deps.db, 'artists')]);
  return { artworks, artists };
};
