// SQL fragments every module's repository shares.
import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';

/** A LIKE pattern that matches the text literally: % and _ typed by a user are not wildcards. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One of the columns (a 'table.column' name or an expression) contains the text, matched
 * literally: `(a LIKE '%text%' ESCAPE '\' OR b LIKE …)`.
 */
export const containsText = (text: string, ...columns: (string | RawBuilder<unknown>)[]) => {
  const pattern = containsPattern(text);
  const likes = columns.map((c) => sql`${typeof c === 'string' ? sql.ref(c) : c} LIKE ${pattern} ESCAPE '\\'`);
  return sql<boolean>`(${sql.join(likes, sql` OR `)})`;
};

/** Visible to visitors: the row's status is active ('1'). */
export const isActive = (table: string) => sql<boolean>`${sql.ref(`${table}.status`)} = '1'`;

/**
 * Public: active, published, and not dated in the future (news, posts). `now` is passed in so a
 * page's queries agree on one instant.
 */
export const isPublic = (table: string, now: string) =>
  sql<boolean>`(${isActive(table)} AND ${sql.ref(`${table}.date_published`)} IS NOT NULL AND ${sql.ref(
    `${table}.date_published`,
  )} <= ${now})`;

/**
 * An admin table's sort on one column: empty values last whichever the direction, text without
 * regard to case, and the id as the tie-break so that pages never overlap.
 */
export const orderByColumn = <DB, TB extends keyof DB, O>(
  q: SelectQueryBuilder<DB, TB, O>,
  column: string,
  order: 'asc' | 'desc',
  idColumn = 'id',
) =>
  q
    .orderBy(sql`${sql.ref(column)} IS NULL`)
    .orderBy(sql`${sql.ref(column)} COLLATE NOCASE`, order)
    .orderBy(sql`${sql.ref(idColumn)}`, order);
