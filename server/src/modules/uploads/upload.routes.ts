// POST and DELETE /api/admin/file-uploader: plain Express + multer, because the REST layer takes
// JSON bodies only. Their OpenAPI paths are written by hand below and listed
// in the uploads face (index.ts). Refusals are thrown as domain errors, which the app's error handler
// answers like tRPC does.
import fs from 'node:fs/promises';
import path from 'node:path';
import express, {
  type Express as App,
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import multer from 'multer';
import { z } from 'zod';
import { IMAGE_MAX_MB } from '#shared/constants';
import { MSG } from '#shared/messages';
import { imageOutput, type ImageDto } from '#shared/schemas/image';
import type { AppDeps } from '#server/deps';
import { setBodyDeadline, uploadDeadlineMs } from '#server/lib/body-deadline';
import { DomainError, FieldErrors, fieldError, unauthorized } from '#server/lib/errors';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { type SessionUser, userForToken } from '../auth/auth.service';
import { bearerToken } from '#server/lib/bearer';
import {
  deleteImage,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_SIDE,
  ImageRejectedError,
  imageMessages,
  sanitiseFileName,
  storeImage,
} from './image.service';
import { INCOMING_DIR } from './upload-journal';

const PATH = '/api/admin/file-uploader';
export const MAX_FILES_PER_UPLOAD = 10;
/** The largest body an images route reads: its files at their cap, and room for the fields. */
export const MAX_IMAGES_BODY_BYTES = MAX_FILES_PER_UPLOAD * IMAGE_MAX_BYTES + 1024 * 1024;

export const uploadMessages = {
  tooMany: `Please select at most ${MAX_FILES_PER_UPLOAD} images at a time`,
  wrongField: 'Please send the images in the files[] field',
  unreadableBody: 'The upload could not be read. Please try again.',
  tooLargeBody: `Please send at most ${MAX_FILES_PER_UPLOAD} images of up to ${IMAGE_MAX_MB} MB each`,
  notSaved: (name: string) => `${name} could not be saved. Please try again.`,
};

/** Staff only, decided from the Authorization header before a byte of the body is read. */
export const requireStaff =
  (deps: AppDeps): RequestHandler =>
  async (req, res, next) => {
    const token = bearerToken(req.headers.authorization) ?? '';
    const user = token ? await userForToken(deps, token) : undefined;
    if (!user) throw unauthorized();
    res.locals.user = user;
    next();
  };

/** How a route takes images: the form field (`files`, sent as files, files[] or files[n]) and its messages. */
export interface ImagesField {
  name: string;
  /** the field a refusal is reported under */
  errorField: string;
  /** what a file under another name is told */
  wrongField: string;
}

type Uploading = Request & { uploadingName?: string };

/**
 * A multer parser for files under `field`, `field[]` or `field[n]` (the n-th image), each streamed
 * to UPLOADS_DIR/.incoming as it arrives, so a request holds a few buffers of memory whatever its
 * size: at most MAX_FILES_PER_UPLOAD images of IMAGE_MAX_BYTES, and small text fields beside them.
 */
const imagesParser = (uploadsDir: string, field: string, textFields = 20) => {
  const incoming = path.join(uploadsDir, INCOMING_DIR);
  const accepted = new RegExp(`^${field}(\\[\\d{0,4}\\])?$`);
  return multer({
    storage: multer.diskStorage({
      destination: (_req, _file, cb) =>
        void fs.mkdir(incoming, { recursive: true }).then(
          () => cb(null, incoming),
          (err: Error) => cb(err, incoming),
        ),
    }),
    limits: {
      fileSize: IMAGE_MAX_BYTES,
      files: MAX_FILES_PER_UPLOAD,
      fields: textFields,
      fieldSize: 16 * 1024,
      parts: textFields + MAX_FILES_PER_UPLOAD + 10,
    },
    // Refuses a file under another name before a byte of it is written, and remembers which file
    // is streaming, so that a size-limit error can name it.
    fileFilter: (req, file, cb) => {
      (req as Uploading).uploadingName = sanitiseFileName(file.originalname);
      if (!accepted.test(file.fieldname)) return cb(new multer.MulterError('LIMIT_UNEXPECTED_FILE', file.fieldname));
      cb(null, true);
    },
  }).any();
};

/** What a visitor reads when multer refuses a body: the file too large by name, too many, or unreadable. */
const messageForMulterError = (err: unknown, req: Request, field: ImagesField): string => {
  const name = (req as Uploading).uploadingName ?? 'image';
  if (!(err instanceof multer.MulterError)) return uploadMessages.unreadableBody;
  switch (err.code) {
    case 'LIMIT_FILE_SIZE':
      return imageMessages.tooLarge(name);
    case 'LIMIT_FILE_COUNT':
      return uploadMessages.tooMany;
    case 'LIMIT_UNEXPECTED_FILE':
      return field.wrongField;
    default:
      return uploadMessages.unreadableBody;
  }
};

/**
 * The images route of `field`: `handle` gets the request's files (in the order sent, on disk), which
 * are removed once it is done, whatever the outcome. A body longer than any the route accepts is
 * refused (413) before a byte of it is read; multer's refusals are a 422 under the field.
 */
export const imagesRoute = (deps: AppDeps, field: ImagesField) => {
  const parser = imagesParser(deps.env.UPLOADS_DIR, field.name);
  return async <T>(req: Request, res: Response, handle: (files: Express.Multer.File[]) => Promise<T>): Promise<T> => {
    if (Number(req.headers['content-length'] ?? 0) > MAX_IMAGES_BODY_BYTES)
      throw new DomainError(413, uploadMessages.tooLargeBody);
    try {
      await new Promise<void>(
        (resolve, reject) => void parser(req, res, (err?: unknown) => (err ? reject(err) : resolve())),
      );
    } catch (err) {
      throw fieldError(field.errorField, messageForMulterError(err, req, field));
    }
    const files = (req.files ?? []) as Express.Multer.File[];
    try {
      return await handle(files);
    } finally {
      await Promise.all(files.map((f) => fs.rm(f.path, { force: true })));
    }
  };
};

const upload = (deps: AppDeps): RequestHandler => {
  const images = imagesRoute(deps, { name: 'files', errorField: 'files', wrongField: uploadMessages.wrongField });
  return async (req, res) => {
    // Staff only from here: a slow phone gets minutes to send its photos (lib/body-deadline.ts).
    const length = req.headers['content-length'];
    setBodyDeadline(req, res, uploadDeadlineMs(length === undefined ? undefined : Number(length)));
    const user = res.locals.user as SessionUser;
    const answer = await images(req, res, async (files) => {
      if (!files.length) throw fieldError('files', MSG.required);
      const valid: ImageDto[] = [];
      const invalid: { name: string; message: string }[] = [];
      // One at a time: each image already keeps the cores busy, and memory stays bounded.
      for (const file of files) {
        const name = sanitiseFileName(file.originalname);
        try {
          valid.push(await storeImage(deps, file.path, file.originalname, user.id));
        } catch (err) {
          if (!(err instanceof ImageRejectedError)) req.log?.error({ err, name }, 'image could not be stored');
          invalid.push({
            name,
            message: err instanceof ImageRejectedError ? err.message : uploadMessages.notSaved(name),
          });
        }
      }
      if (!valid.length) throw new FieldErrors({ files: invalid.map((i) => i.message) });
      return { valid, invalid };
    });
    res.json(answer);
  };
};

const idInput = z.coerce.number({ error: MSG.number }).int(MSG.number).positive(MSG.positive);

const remove =
  (deps: AppDeps): RequestHandler =>
  async (req, res) => {
    const raw = (req.body as { id?: unknown } | undefined)?.id ?? req.query.id;
    if (raw === undefined || raw === null || raw === '') throw fieldError('id', MSG.required);
    const id = idInput.safeParse(raw);
    if (!id.success) throw fieldError('id', id.error.issues[0]?.message ?? MSG.number);
    res.json(await deleteImage(deps, id.data));
  };

/** A JSON body that does not parse is the caller's mistake: 422, like every other bad input here. */
const jsonBody = (req: Request, res: Response, next: NextFunction) =>
  express.json({ limit: '10kb' })(req, res, (err?: unknown) => next(err ? fieldError('id', MSG.required) : undefined));

export const registerUploadRoutes = (app: App, deps: AppDeps) => {
  app.post(PATH, requireStaff(deps), upload(deps));
  app.delete(PATH, requireStaff(deps), jsonBody, remove(deps));
};

const messageBody = z.object({ message: z.string() });
const errorsBody = z.object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())) });
const json = (schema: z.ZodType, description: string) => ({ description, content: { 'application/json': { schema } } });
const common = {
  tags: ['uploads'],
  security: [{ Authorization: [] }],
};

export const uploadOpenApiPaths: ZodOpenApiPathsObject = {
  '/admin/file-uploader': {
    post: {
      ...common,
      operationId: 'uploads-upload',
      summary: 'Upload images',
      description: `PNG or JPEG, up to ${IMAGE_MAX_MB} MB, ${IMAGE_MAX_PIXELS / 1_000_000} megapixels and ${IMAGE_MAX_SIDE.toLocaleString('en-US')} px a side each (read from the header, before any pixel is decoded), at most ${MAX_FILES_PER_UPLOAD} per request. Each is re-encoded into WebP and JPEG derivatives (320, 640, 800 and 1600 px wide, those the original covers).`,
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: z.object({
              'files[]': z
                .array(z.string().meta({ format: 'binary' }))
                .meta({ description: 'the images (the fields `files` and `files[n]` are accepted too)' }),
            }),
          },
        },
      },
      responses: {
        '200': json(
          z.object({
            valid: z.array(imageOutput),
            invalid: z.array(z.object({ name: z.string(), message: z.string() })),
          }),
          'At least one image was stored; `invalid` lists the refused ones with the reason',
        ),
        '401': json(messageBody, 'Missing, unknown or expired token'),
        '413': json(messageBody, 'The body is longer than the images the route accepts: refused before it is read'),
        '422': json(errorsBody, 'No image could be stored; `errors.files` says why for each'),
      },
    },
    delete: {
      ...common,
      operationId: 'uploads-delete',
      summary: 'Delete an uploaded image and its files',
      description:
        'The id goes in the JSON body `{ "id": 12 }` or as `?id=12`. Items that showed the image simply lose it.',
      requestParams: { query: z.object({ id: z.number().int().positive().optional() }) },
      requestBody: { content: { 'application/json': { schema: z.object({ id: z.number().int().positive() }) } } },
      responses: {
        '200': json(messageBody, 'Deleted'),
        '401': json(messageBody, 'Missing, unknown or expired token'),
        '404': json(messageBody, 'No such image'),
        '422': json(errorsBody, 'The id is missing or not a number'),
      },
    },
  },
};
