// The emails about a submission. The gallery's: everything the visitor sent, the artwork and images
// as links (the images' signed, for EMAIL_LINK_DAYS), the visitor as Reply-To. The visitor's: a
// confirmation that quotes what they sent and says what happens next, then staff's replies from the
// inbox, threaded under it (Message-ID, In-Reply-To), with the gallery's mailbox as Reply-To.
// Visitors' text goes in the body only; what reaches a header (the subject) is one line, control
// characters removed.
import { EMAILED_LINKS } from '#shared/emailed-links';
import { FORM_FIELD_LABELS, FORM_KIND_LABELS, type FormKind } from '#shared/forms';
import { pathOf } from '#shared/public-kinds';
import { GALLERY } from '#shared/gallery';
import type { ImageDto } from '#shared/schemas/image';
import { EMAIL_LINK_DAYS } from '../uploads/private-images';
import { renderEmail } from '../mail/email-layout';
import type { QueuedMail } from '../mail/mail-queue';

/** The queue's key of the gallery's email about a submission, by which the inbox finds its state. */
export const SUBMISSION_MAIL_KEY_PREFIX = 'form-submission:';
/** The queue's key of the visitor's confirmation: one per submission, however often it is retried. */
export const CONFIRMATION_MAIL_KEY_PREFIX = 'form-confirmation:';
/** The queue's key of a staff reply, by the thread entry that records it. */
export const REPLY_MAIL_KEY_PREFIX = 'form-reply:';

/** What a form hands over once its fields are valid. */
export interface Submission {
  kind: FormKind;
  name: string;
  email: string;
  phone: string | null;
  /** the artwork asked about, resolved by the form */
  artwork: { id: number; title: string; slug: string; artist?: string } | null;
  /** the form's own fields, by name, as the inbox and the email show them */
  fields: Record<string, string | number | null>;
}

type Fields = Submission['fields'];

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

/** What a submission is about, after its kind: the contact form's subject, the artwork, the business, the artist. */
const aboutOf = (fields: Fields) => {
  for (const key of ['subject', 'artwork', 'art', 'business_name', 'artist']) {
    const value = fields[key];
    if (typeof value === 'string' && value) return value;
  }
  return undefined;
};

/** The subject of the visitor's thread: the confirmation's, and each reply's after "Re: ". */
export const threadSubject = (kind: FormKind, fields: Fields) => {
  const about = aboutOf(fields);
  return headerSafe(`${FORM_KIND_LABELS[kind]}${about ? `: ${about}` : ''}`);
};

/** The confirmation's Message-ID, which replies name so that mail programs show one conversation. */
const threadMessageId = (publicUrl: string, id: number) => `<form-${id}@${new URL(publicUrl).hostname}>`;

const largestJpeg = (image: ImageDto) => image.srcset_jpeg.split(', ').pop()?.split(' ')[0] ?? image.url;

export const galleryMail = (
  publicUrl: string,
  s: Submission & { id: number; images: readonly ImageDto[] },
): FormMail => {
  const kind = FORM_KIND_LABELS[s.kind];
  const about = aboutOf(s.fields);
  const subject = headerSafe(`${kind} from ${s.name}${about ? `: ${about}` : ''}`);
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

/** A visitor's or staff's text as the layout's paragraphs: one a line, blank lines dropped. */
const paragraphs = (text: string) => text.split(/\n+/).filter((line) => line.trim());

/** What the gallery does with each kind of form, as the confirmation tells the visitor. */
const NEXT_STEPS: Record<FormKind, string> = {
  contact: 'A member of our staff reads every message and will answer you by email.',
  inquire: "We will tell you about the work's availability, its price and how it can reach you.",
  specific_art_piece_virtual_placement: 'We will place the work in a photo of your room and send you the picture.',
  presentation_assistance: 'We will contact you to plan a presentation of works for your business.',
  virtual_placement_inquire: 'We will contact you to arrange the virtual placement.',
  commissions: 'We will talk about your commission with the artist and come back to you.',
};

/** The fields the confirmation quotes: the artwork is named on its own, the rest as sent. */
const quoted = (fields: Fields) =>
  Object.entries(fields).filter(
    (entry): entry is [string, string | number] =>
      entry[1] !== null && entry[1] !== '' && entry[0] !== 'artwork' && entry[0] !== 'art',
  );

/**
 * The visitor's confirmation: what they asked, about which work, what happens next and when to
 * expect an answer. Sent to the address the form validated; staff's replies are threaded under it.
 */
export const confirmationMail = (
  env: { publicUrl: string; MAIL_REPLY_TO: string },
  s: Submission & { id: number; images: readonly unknown[] },
): QueuedMail & { dedupeKey: string } => {
  const kind = FORM_KIND_LABELS[s.kind];
  const fields = quoted(s.fields);
  const short = fields.filter(([, v]) => !String(v).includes('\n'));
  const long = fields.filter(([, v]) => String(v).includes('\n'));
  const facts: [string, string][] = [['Request', kind]];
  if (s.artwork) facts.push(['Artwork', s.artwork.title]);
  if (s.artwork?.artist) facts.push(['Artist', s.artwork.artist]);
  for (const [key, value] of short) facts.push([FORM_FIELD_LABELS[key] ?? key, String(value)]);
  if (s.images.length) facts.push(['Images', String(s.images.length)]);
  const email = renderEmail({
    subject: threadSubject(s.kind, s.fields),
    heading: `Thank you, ${headerSafe(s.name, 60)}`,
    intro: [
      `We have received your request. ${NEXT_STEPS[s.kind]}`,
      `You can expect our answer within ${GALLERY.answersWithin}.`,
      'This is what you sent us:',
    ],
    facts,
    actions: s.artwork
      ? [{ label: 'View the artwork', href: `${env.publicUrl}${pathOf('artwork', s.artwork.slug)}` }]
      : [],
    outro: [
      ...long.flatMap(([key, value]) => [`${FORM_FIELD_LABELS[key] ?? key}:`, ...paragraphs(String(value))]),
      'To add anything, reply to this email.',
    ],
  });
  return {
    kind: `form-confirmation:${s.kind}`,
    to: s.email,
    replyTo: env.MAIL_REPLY_TO,
    ...email,
    headers: { 'Message-ID': threadMessageId(env.publicUrl, s.id) },
    dedupeKey: `${CONFIRMATION_MAIL_KEY_PREFIX}${s.id}`,
  };
};

/** A staff reply from the inbox, threaded under the confirmation. */
export const replyMail = (
  env: { publicUrl: string; MAIL_REPLY_TO: string },
  s: { id: number; kind: FormKind; email: string; fields: Fields },
  reply: { eventId: number; body: string },
): QueuedMail & { dedupeKey: string } => {
  const first = threadMessageId(env.publicUrl, s.id);
  const email = renderEmail({
    subject: `Re: ${threadSubject(s.kind, s.fields)}`,
    heading: GALLERY.name,
    intro: paragraphs(reply.body),
  });
  return {
    kind: 'form-reply',
    to: s.email,
    replyTo: env.MAIL_REPLY_TO,
    ...email,
    headers: { 'In-Reply-To': first, References: first },
    dedupeKey: `${REPLY_MAIL_KEY_PREFIX}${reply.eventId}`,
  };
};
