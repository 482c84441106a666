// The "Publish at" field of every kind staff schedule (news, press releases, blog posts, memoriams,
// loose threads, advisories), and how a publication time is shown in their tables and drawers.
// One zone for all of them: the gallery's (New York), named beside the field, whatever the zone of
// the computer staff sit at. The field sends the wall-clock time as typed ('2027-03-05T09:00');
// the server reads a zone-less time on the gallery's clock (shared/schemas/media-fields.ts).
import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { galleryNow } from '#shared/gallery-clock';
import { GALLERY } from '#shared/gallery';

/** 'New York': the zone every publication time is typed and shown in. */
export const PUBLISH_ZONE = GALLERY.address.city;

/** A stored instant as the field's 'YYYY-MM-DDTHH:MM' on the gallery's clock ('' for none). */
export const publishInput = (iso: string | null | undefined) => {
  if (!iso) return '';
  const at = galleryNow(new Date(iso));
  return `${at.date}T${at.time}`;
};

const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: GALLERY.timeZone });
const MINUTE = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: GALLERY.timeZone,
});

/** 'Mar 5, 2027': the gallery's day of an instant. */
export const publishedDay = (iso: string) => DAY.format(new Date(iso));
/** 'Mar 5, 2027, 9:00 AM': the gallery's wall-clock time of an instant. */
export const publishedMinute = (iso: string) => MINUTE.format(new Date(iso));

/** Whether the item waits for a date still ahead. */
export const isScheduled = (iso: string | null | undefined) => Boolean(iso && Date.parse(iso) > Date.now());

export function PublishAtField({ form }: { form: UseFormReturnType<{ date_published: string }> }) {
  return (
    <TextInput
      type="datetime-local"
      label={`Publish at (${PUBLISH_ZONE} time)`}
      description={`Empty: visible as soon as it is saved and active. A time ahead, in ${PUBLISH_ZONE}, schedules it: visitors see it from that minute.`}
      {...form.getInputProps('date_published')}
    />
  );
}
