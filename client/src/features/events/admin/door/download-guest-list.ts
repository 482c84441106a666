// A date's guest list as a CSV file (see lib/download-csv.ts).
import { downloadCsv } from '#client/lib/download-csv';
import type { ShowKindKey } from '#client/features/events/api';

export const downloadGuestList = (kind: ShowKindKey, id: number, date: string) =>
  downloadCsv(
    `/api/admin/${kind}/${id}/rsvps.csv?date=${encodeURIComponent(date)}`,
    `guests-${date}.csv`,
    'The guest list',
  );
