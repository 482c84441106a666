/**
 * Rows read by `WHERE id IN (…)` in the order of `ids` (a show's hanging, an artist's list): SQL
 * returns them in any order, and an id whose row is gone or hidden is left out.
 */
export const inIdOrder = <R extends { id: number }>(ids: readonly number[], rows: readonly R[]): R[] => {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is R => r !== undefined);
};
