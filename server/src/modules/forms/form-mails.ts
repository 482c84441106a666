// The gallery's email about a submission: everything the visitor sent, the artwork and images as
// links (the images' signed, for EMAIL_LINK_DAYS), the visitor as Reply-To so that staff answer
// with their mail program. Visitors' text goes
// in the body only; what reaches a header (the subject) is one line, control characters removed.
import { EMAILED_LINKS } from '#shared/emailed-links';
import { FORM_FIELD_LABELS, FORM_KIND_LABELS, type FormKind } from '#shared/forms';
import { pathOf } from '#shared/public-kinds';
import { GALLERY } from '#shared/gallery';
import type { ImageDto } from '#shared/schemas/image';
import { EMAIL_LINK_DAYS } from '../uploads/private-images';
import type { QueuedMail } from '../mail/mail-queue';

/** The queue's key of the gallery's email about a submission, by which the inbox finds its state. */
export const SUBMISSION_MAIL_KEY_PREFIX = 'form-submission:';

/** What a form hands over once its fields are valid. */
export interface Submission {
  kind: FormKind;
  name: string;
  email: string;
  phone: string | null;
  /** the artwork asked about, resolved by the form */
  artwork: { id: number; title: string; slug: string } | null;
  /** the form's own fields, by name, as the inbox and the email show them */
  fields: Record<string, string | number | null>;
  /** a line for the email's subject after the kind (the contact form's subject, the artwork) */
  about?: string;
}

export interface FormMail extends QueuedMail {
  replyTo: string;
  dedupeKey: string;
}

/** One line of visible text, for a header: line breaks, tabs and other controls become spaces. */
export const headerSafe = (text: string, max = 120) => {
  const line = text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

const largestJpeg = (image: ImageDto) => image.srcset_jpeg.split(', ').pop()?.split(' ')[0] ?? image.url;

export const galleryMail = (
  publicUrl: string,
  s: Submission & { id: number; images: readonly ImageDto[] },
): FormMail => {
  const kind = FORM_KIND_LABELS[s.kind];
  const subject = headerSafe(`${kind} from ${s.name}${s.about ? `: ${s.about}` : ''}`);
  const lines = [`${kind} from ${s.name}`, '', `Name: ${s.name}`, `Email: ${s.email}`];
  if (s.phone) lines.push(`Phone: ${s.phone}`);
  if (s.artwork) lines.push(`Artwork: ${s.artwork.title} (${publicUrl}${pathOf('artwork', s.artwork.slug)})`);
  for (const [key, value] of Object.entries(s.fields)) {
    if (value === null || value === '' || key === 'artwork' || key === 'art') continue;
    const label = FORM_FIELD_LABELS[key] ?? key;
    const text = String(value);
    lines.push(text.includes('\n') ? `${label}:\n${text}` : `${label}: ${text}`);
  }
  if (s.images.length) {
    lines.push('', `Images (${s.images.length}), private links that work for ${EMAIL_LINK_DAYS} days:`);
    for (const image of s.images) lines.push(`${publicUrl}${largestJpeg(image)}`);
  }
  lines.push(
    '',
    `In the inbox: ${publicUrl}${EMAILED_LINKS.staffInbox}?edit=${s.id}`,
    `Reply to this email to answer ${s.name} at ${s.email}.`,
  );
  return {
    kind: `form:${s.kind}`,
    to: GALLERY.email,
    subject,
    text: lines.join('\n'),
    replyTo: s.email,
    dedupeKey: `${SUBMISSION_MAIL_KEY_PREFIX}${s.id}`,
  };
};
