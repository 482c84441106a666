// One life for every visitor's form (issue 16): the honeypot, the rate limit, the images, then the
// submission stored and the gallery's email queued in one transaction. A form declares only its
// fields (forms.service.ts); everything else happens here, once. The images are private: stored
// where /uploads does not serve them, linked in the email by signed links that expire.
import { MSG } from '#shared/messages';
import type { ImageDto } from '#shared/schemas/image';
import type { AppDeps } from '#server/deps';
import { immediateTx } from '#server/db/transaction';
import { fieldError } from '#server/lib/errors';
import { clientGroup, rateLimited } from '#server/lib/rate-limit';
import { Semaphore } from '#server/lib/semaphore';
import { deleteImage, ImageRejectedError, inspectImage, storeImage } from '../uploads/image.service';
import { EMAIL_LINK_MS, privateImagesByIds } from '../uploads/private-images';
import { confirmationMail, galleryMail, type Submission } from './form-mails';
import { queueMail } from '../mail/mail-queue';
import { insertEvent, insertSubmission } from './submission.repository';

/** Per client address (an IPv6 /64 counts as one): enough for a visitor who sends a few forms. */
export const FORM_LIMIT = { max: 5, windowMs: 10 * 60_000 } as const;

/** A visitor's image, as multer streamed it to disk. */
export interface SentImage {
  path: string;
  originalname: string;
}

/** The key a client address counts its forms under (an IPv6 /64 counts as one). */
const limitKey = (ip: string) => `forms:${clientGroup(ip)}`;

/**
 * Counts one form against the sender's limit, or refuses it (429 with Retry-After). The multipart
 * forms call it before they read their body, so that a sender past the limit costs no memory and
 * no disk; the others in acceptSubmission.
 */
export const countForm = (deps: AppDeps, ip: string) => {
  const limited = deps.limiter.hit(limitKey(ip), FORM_LIMIT.max, FORM_LIMIT.windowMs);
  if (!limited.ok) throw rateLimited(limited.retryAfterSeconds);
};

// Anonymous image work is CPU-heavy: one submission's images at a time, so the site keeps answering.
const imageSlots = new Semaphore(1);

const discard = (deps: AppDeps, images: readonly ImageDto[]) =>
  Promise.all(images.map((i) => deleteImage(deps, i.id).catch(() => undefined)));

/**
 * Every image is checked (bytes, size, header) before any is stored, so a bad one refuses the whole
 * submission and leaves nothing behind; one that fails later, while re-encoding, takes the stored
 * ones with it.
 */
const storeImages = async (deps: AppDeps, images: readonly SentImage[]): Promise<ImageDto[]> => {
  const refuse = (err: unknown) => {
    if (err instanceof ImageRejectedError) throw fieldError('images', err.message);
    throw err;
  };
  for (const image of images) await inspectImage(image.path, image.originalname).catch(refuse);
  return imageSlots.run(async () => {
    const stored: ImageDto[] = [];
    try {
      for (const image of images)
        stored.push(await storeImage(deps, image.path, image.originalname, null, { private: true }));
      return stored;
    } catch (err) {
      await discard(deps, stored);
      return refuse(err);
    }
  });
};

export interface SubmitOptions {
  ip: string;
  /** the honeypot field's value: filled only by form-filling robots */
  honeypot?: string | undefined;
  images?: readonly SentImage[];
  /** already counted against the limit (countForm), before the body was read */
  counted?: boolean;
}

/**
 * Accepts one submission: counted against the sender's limit first (429 with Retry-After), the
 * form's own checks (`resolve`: an artwork that must exist), the images, then the row and its email
 * in one transaction. A filled honeypot gets the same answer and nothing happens.
 */
export const acceptSubmission = async (
  deps: AppDeps,
  opts: SubmitOptions,
  resolve: () => Promise<Submission>,
): Promise<{ message: string }> => {
  if (!opts.counted) countForm(deps, opts.ip);
  if (opts.honeypot) {
    deps.logger.info({ ip: opts.ip }, 'form honeypot filled: nothing stored');
    return { message: MSG.messageSent };
  }
  const submission = await resolve();
  const images = opts.images?.length ? await storeImages(deps, opts.images) : [];
  try {
    const links = await privateImagesByIds(
      deps.db,
      images.map((i) => i.id),
      EMAIL_LINK_MS,
    );
    await immediateTx(deps.db, async (trx) => {
      const id = await insertSubmission(
        trx,
        {
          kind: submission.kind,
          name: submission.name,
          email: submission.email,
          phone: submission.phone,
          artwork_id: submission.artwork?.id ?? null,
          payload: JSON.stringify(submission.fields),
        },
        images.map((i) => i.id),
      );
      // The visitor's confirmation, then the gallery's email (sent in that order).
      const confirmation = confirmationMail(deps.env, { ...submission, id, images });
      await queueMail(trx, confirmation);
      await insertEvent(trx, {
        submission_id: id,
        kind: 'confirmation',
        body: confirmation.subject,
        mail_key: confirmation.dedupeKey,
        created_at: new Date().toISOString(),
      });
      await queueMail(trx, galleryMail(deps.env.publicUrl, { ...submission, id, images: links }));
    });
  } catch (err) {
    await discard(deps, images);
    throw err;
  }
  return { message: MSG.messageSent };
};
