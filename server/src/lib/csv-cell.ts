// The one CSV writer of every download (the guest list, the change history, the subscribers).

/**
 * One CSV cell, always quoted; null is an empty cell. A spreadsheet runs a cell starting with
 * = + - @ (or a tab or CR before one) as a formula; in a locale whose separator is ';', or an import
 * that splits on ',' regardless of quotes, a cell may also start right after a ';' or ',' inside the
 * text. Each such start gets a leading apostrophe, which spreadsheets read as "this is text".
 */
export const csvCell = (v: string | number | null) => {
  const safe = (v === null ? '' : String(v)).replace(/(^|[;,])(\s*)(?=[=+\-@\t\r])/g, "$1$2'");
  return `"${safe.replace(/"/g, '""')}"`;
};

/** Rows (the first one the header) as one CSV text, CRLF line ends as RFC 4180 has them. */
export const toCsv = (rows: readonly (readonly (string | number | null)[])[]) =>
  `${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
