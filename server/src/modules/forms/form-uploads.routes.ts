// The two forms that carry images (SPEC.md section 7): POST /api/public/forms/specific-art-piece-
// virtual-placement and /api/public/forms/presentation-assistance, multipart, so plain Express +
// multer (DESIGN.md pitfall 6). Their OpenAPI paths are written here and listed in multipart.ts.
import type { Express as App, Request, RequestHandler } from 'express';
import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { IMAGE_MAX_MB } from '#shared/constants';
import { FORM_IMAGES_MAX } from '#shared/forms';
import { presentationInput, specificPlacementInput } from '#shared/schemas/forms';
import { messageOutput } from '#shared/schemas/list';
import type { AppDeps } from '#server/deps';
import { fieldError, fieldErrorsFromZod } from '#server/lib/errors';
import { imagesParser, messageForMulterError, parseMultipart } from '../uploads/upload.routes';
import { type Sender, sendPresentationRequest, sendSpecificPlacement } from './forms.service';

const IMAGE_FIELDS = ['images[]', 'images'] as const;
const parser = imagesParser(IMAGE_FIELDS, 20);

const clientIp = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/** Parses the body, checks the fields with the form's schema (422), then hands over to the form. */
const formRoute =
  <T>(
    deps: AppDeps,
    schema: z.ZodType<T>,
    send: (deps: AppDeps, input: T, sender: Sender) => Promise<{ message: string }>,
  ): RequestHandler =>
  async (req, res) => {
    try {
      await parseMultipart(req, res, parser);
    } catch (err) {
      throw fieldError('images', messageForMulterError(err, req, IMAGE_FIELDS));
    }
    const input = schema.safeParse(req.body ?? {});
    if (!input.success) throw fieldErrorsFromZod(input.error);
    const byField = (req.files ?? {}) as Record<string, Express.Multer.File[]>;
    const images = IMAGE_FIELDS.flatMap((f) => byField[f] ?? []);
    res.json(await send(deps, input.data, { ip: clientIp(req), images }));
  };

const PLACEMENT_PATH = '/public/forms/specific-art-piece-virtual-placement';
const PRESENTATION_PATH = '/public/forms/presentation-assistance';

export const registerFormUploadRoutes = (app: App, deps: AppDeps) => {
  app.post(`/api${PLACEMENT_PATH}`, formRoute(deps, specificPlacementInput, sendSpecificPlacement));
  app.post(`/api${PRESENTATION_PATH}`, formRoute(deps, presentationInput, sendPresentationRequest));
};

const errorsBody = z.object({ message: z.string(), errors: z.record(z.string(), z.array(z.string())) });
const json = (schema: z.ZodType, description: string) => ({ description, content: { 'application/json': { schema } } });
const images = z
  .array(z.string().meta({ format: 'binary' }))
  .max(FORM_IMAGES_MAX)
  .optional()
  .meta({
    description: `PNG or JPEG photographs, up to ${IMAGE_MAX_MB} MB each, at most ${FORM_IMAGES_MAX} (the field \`images\` is accepted too). One bad file refuses the whole submission: nothing is stored.`,
  });

const doc = (operationId: string, summary: string, fields: z.ZodObject) => ({
  post: {
    tags: ['forms'],
    operationId,
    summary,
    description:
      'Stored, then emailed to the gallery with the visitor as Reply-To. Limited per client address (429 with Retry-After).',
    requestBody: {
      required: true,
      content: { 'multipart/form-data': { schema: fields.extend({ 'images[]': images }) } },
    },
    responses: {
      '200': json(messageOutput, "'Message successfully sent'"),
      '422': json(errorsBody, 'A field or an image was refused; `errors` says which, with the message'),
      '429': json(messageOutput, 'Too many forms from this address; Retry-After says when to try again'),
    },
  },
});

export const formUploadOpenApiPaths: ZodOpenApiPathsObject = {
  [PLACEMENT_PATH]: doc(
    'forms-specific-art-piece-virtual-placement',
    'Ask to see an artwork on your own wall (with photographs of the room)',
    specificPlacementInput,
  ),
  [PRESENTATION_PATH]: doc(
    'forms-presentation-assistance',
    'Ask for help presenting art in a business (with photographs of the space)',
    presentationInput,
  ),
};
