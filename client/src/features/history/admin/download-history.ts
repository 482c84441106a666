// The change history, with the page's filters, as a CSV file (see lib/download-csv.ts).
import { downloadCsv } from '#client/lib/download-csv';

export const downloadHistoryCsv = (filters: Record<string, unknown>) => {
  const query = new URLSearchParams(
    Object.entries(filters).flatMap(([k, v]) => (v === undefined || v === null ? [] : [[k, String(v)]])),
  );
  return downloadCsv(`/api/admin/history.csv?${query}`, 'change-history.csv', 'The history');
};
