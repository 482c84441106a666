// Visitors' form photos (the specific-art-piece and presentation forms) show a visitor's home or
// business: they are private. Their files live under UPLOADS_DIR/.private, which /uploads never
// serves (a dot folder), and staff read them by links signed with the gallery's key that expire:
// the inbox's for a day, those in the gallery's email for 30 days (the inbox always has fresh ones).
// docs/decisions/041-image-limits-and-private-photos.md.
import { createHmac, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Express, RequestHandler } from 'express';
import { MSG } from '#shared/messages';
import type { ImageDto } from '#shared/schemas/image';
import type { DB } from '#server/db/database';
import type { AppDeps } from '#server/deps';
import { Refused } from '#server/lib/errors';
import { type StoredVariant, toImageDto, uploadUrl } from '#server/lib/image-dto';
import { insideRoot } from './image.service';
import { PRIVATE_DIR } from './upload-journal';

/** Where the signed links point: /private-uploads/<2 hex>/<stem>-<width>.<ext>?expires=…&token=… */
export const PRIVATE_URL_PREFIX = '/private-uploads';
const HOUR_MS = 3_600_000;
export const INBOX_LINK_MS = 24 * HOUR_MS;
export const EMAIL_LINK_DAYS = 30;
export const EMAIL_LINK_MS = EMAIL_LINK_DAYS * 24 * HOUR_MS;

export const linkRefusedMessage =
  'This link to a visitor’s photo has expired or is not valid. Open the submission in the staff inbox to see it.';

const PRIVATE_PREFIX = `${PRIVATE_DIR}/`;
const FILE_NAME = /^[0-9a-f]{2}\/[0-9a-f]{8,64}-\d{1,5}\.(jpg|webp)$/;

// The key is read once per database: a migration made it, nothing changes it.
const keys = new WeakMap<DB, Promise<Buffer>>();
const linkKey = (db: DB) => {
  let key = keys.get(db);
  if (!key) {
    key = db
      .selectFrom('secrets')
      .select('value')
      .where('name', '=', 'image-links')
      .executeTakeFirstOrThrow()
      .then((row) => Buffer.from(row.value));
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
};

const signature = (key: Buffer, rel: string, expires: number) =>
  createHmac('sha256', key).update(`${rel}\n${expires}`).digest();

/**
 * The images of `ids` (in that order) with links valid for `validForMs`. The expiry is rounded up
 * to the hour, so that the links stay the same (and cached by the browser) within an hour.
 */
export const privateImagesByIds = async (
  db: DB,
  ids: readonly number[],
  validForMs: number,
  now = Date.now(),
): Promise<ImageDto[]> => {
  if (!ids.length) return [];
  const [key, rows] = await Promise.all([
    linkKey(db),
    db.selectFrom('files').select(['id', 'width', 'height', 'alt', 'variants']).where('id', 'in', ids).execute(),
  ]);
  const expires = Math.ceil((now + validForMs) / HOUR_MS) * (HOUR_MS / 1000);
  const urlOf = (stored: string) => {
    if (!stored.startsWith(PRIVATE_PREFIX)) return uploadUrl(stored);
    const rel = stored.slice(PRIVATE_PREFIX.length);
    const token = signature(key, rel, expires).toString('base64url');
    return `${PRIVATE_URL_PREFIX}/${rel}?expires=${expires}&token=${token}`;
  };
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toImageDto(row, 800, urlOf)] : [];
  });
};

/** Serves a private photo to whoever holds a link that is signed and not expired; 403 otherwise. */
const servePrivateImage =
  (deps: AppDeps): RequestHandler =>
  async (req, res, next) => {
    const rel = `${req.params.dir}/${req.params.file}`;
    if (!FILE_NAME.test(rel)) return next();
    const expires = Number(req.query.expires);
    const token = Buffer.from(typeof req.query.token === 'string' ? req.query.token : '', 'base64url');
    const expected = signature(await linkKey(deps.db), rel, expires);
    const secondsLeft = expires - Math.floor(Date.now() / 1000);
    if (
      !Number.isSafeInteger(expires) ||
      secondsLeft <= 0 ||
      token.length !== expected.length ||
      !timingSafeEqual(token, expected)
    )
      throw new Refused(linkRefusedMessage);
    res.sendFile(
      rel,
      {
        root: path.join(deps.env.UPLOADS_DIR, PRIVATE_DIR),
        cacheControl: false,
        headers: {
          // Kept by the staff member's browser only, never by a shared cache, and not past the link.
          'Cache-Control': `private, max-age=${Math.min(secondsLeft, INBOX_LINK_MS / 1000)}`,
          'X-Content-Type-Options': 'nosniff',
          'Content-Security-Policy': "default-src 'none'; sandbox",
          'Cross-Origin-Resource-Policy': 'same-origin',
          'Referrer-Policy': 'no-referrer',
          'X-Robots-Tag': 'noindex',
        },
      },
      (err?: Error) => {
        if (err && !res.headersSent) next();
      },
    );
  };

export const registerPrivateImageRoute = (app: Express, deps: AppDeps) => {
  app.get(`${PRIVATE_URL_PREFIX}/:dir/:file`, servePrivateImage(deps));
  // Anything else under the prefix (a missing or malformed file) is a plain 404.
  app.use(PRIVATE_URL_PREFIX, (_req, res) => void res.status(404).json({ message: MSG.notFound }));
};

/**
 * Moves the photos of submissions stored before they were private out of the public folder, and
 * points their rows at the new place. Runs on start, before the server listens. A run cut short
 * is finished by the next: a file already moved is taken as moved.
 */
export const makeFormPhotosPrivate = async (deps: Pick<AppDeps, 'db' | 'env'>) => {
  const root = deps.env.UPLOADS_DIR;
  const rows = await deps.db
    .selectFrom('files')
    .select(['id', 'variants'])
    .where('id', 'in', (eb) => eb.selectFrom('form_submission_files').select('file_id'))
    .execute();
  let moved = 0;
  for (const row of rows) {
    const variants = JSON.parse(row.variants) as StoredVariant[];
    if (variants.every((v) => v.path.startsWith(PRIVATE_PREFIX))) continue;
    for (const v of variants) {
      if (v.path.startsWith(PRIVATE_PREFIX)) continue;
      const from = insideRoot(root, v.path);
      const to = insideRoot(root, `${PRIVATE_PREFIX}${v.path}`);
      await fs.mkdir(path.dirname(to), { recursive: true });
      try {
        await fs.rename(from, to);
      } catch (err) {
        // Gone: moved by a run that stopped before the row was written (or lost before): the row follows.
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
      v.path = `${PRIVATE_PREFIX}${v.path}`;
    }
    await deps.db
      .updateTable('files')
      .set({ variants: JSON.stringify(variants) })
      .where('id', '=', row.id)
      .execute();
    moved++;
  }
  return moved;
};
