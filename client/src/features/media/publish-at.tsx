// The "Publish at" field of memoriams, loose threads and advisories. Staff type the gallery's local
// time (the browser's); the server stores a UTC instant and shows the item from that minute on.
import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

const pad = (n: number) => String(n).padStart(2, '0');

/** A stored instant as a datetime-local value in this browser's zone ('' for none). */
export const localInput = (iso: string | null | undefined) => {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

/** A datetime-local value as the instant it means here ('' stays empty: "publish when saved"). */
export const instantOf = (local: string) => (local ? new Date(local).toISOString() : '');

/** Whether the item waits for a date still ahead. */
export const isScheduled = (iso: string | null | undefined) => Boolean(iso && Date.parse(iso) > Date.now());

export function PublishAtField({ form }: { form: UseFormReturnType<{ date_published: string }> }) {
  return (
    <TextInput
      type="datetime-local"
      label="Publish at"
      description="Empty: visible as soon as it is saved and active. A time ahead schedules it: visitors see it from that minute."
      {...form.getInputProps('date_published')}
    />
  );
}
