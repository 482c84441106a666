// The visitors' forms as people read them: the kinds' names and the fields' labels, shared by the
// gallery's email, the staff inbox and the public forms. Plain constants: public pages import them
// without zod (docs/decisions/016-lean-public-entry.md).

export const FORM_KINDS = [
  'contact',
  'inquire',
  'specific_art_piece_virtual_placement',
  'presentation_assistance',
  'virtual_placement_inquire',
  'commissions',
] as const;
export type FormKind = (typeof FORM_KINDS)[number];

export const SUBMISSION_STATUSES = ['new', 'answered', 'archived'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** What a submission's thread holds beside what the visitor sent. */
export const SUBMISSION_EVENT_KINDS = ['confirmation', 'reply', 'note', 'status'] as const;
export type SubmissionEventKind = (typeof SUBMISSION_EVENT_KINDS)[number];
/** A staff reply or note: a letter, not a book. */
export const THREAD_TEXT_MAX = 5000;

/** A visitor's message: long enough to say something, short enough to read in one email. */
export const MESSAGE_MAX = 1000;
/** Images a visitor may send with one form (the upload pipeline's own cap per request). */
export const FORM_IMAGES_MAX = 10;
/**
 * The honeypot: a field people never see (hidden from sight, from screen readers and from the Tab
 * key) that form-filling robots complete. A filled one gets the same success answer and nothing is
 * stored or sent.
 */
export const HONEYPOT_FIELD = 'website';

export const FORM_KIND_LABELS: Record<FormKind, string> = {
  contact: 'Contact',
  inquire: 'Artwork inquiry',
  specific_art_piece_virtual_placement: 'Virtual placement of an artwork',
  presentation_assistance: 'Presentation assistance',
  virtual_placement_inquire: 'Virtual placement',
  commissions: 'Commission',
};

/** Labels of the fields kept beside the person's name, email and phone. */
export const FORM_FIELD_LABELS: Record<string, string> = {
  subject: 'Subject',
  message: 'Message',
  artwork: 'Artwork',
  art: 'Artwork',
  service_location: 'Service location',
  height: 'Wall height (in)',
  width: 'Wall width (in)',
  length: 'Room length (in)',
  description: 'Description',
  business_name: 'Business name',
  business_address: 'Business address',
  artist: 'Artist',
};

export const SUBMISSION_STATUS_LABELS = { new: 'New', answered: 'Answered', archived: 'Archived' } as const;
