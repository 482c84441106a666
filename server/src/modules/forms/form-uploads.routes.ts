// The two forms that carry images: POST /api/public/forms/specific-art-piece-virtual-placement and
// /api/public/forms/presentation-assistance, multipart with the photos as images[0], images[1], …
// (images[] and images are taken too), so plain Express + multer (the REST layer takes JSON only). The form is
// counted against the sender's limit before its body is read, and the body streams to disk: a
// sender past the limit is refused at once and costs no memory. Their OpenAPI paths are written
// here and listed in the forms face (index.ts).
import type { Express as App, Request, RequestHandler } from 'express';
import { z } from 'zod';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import { IMAGE_MAX_MB } from '#shared/constants';
import { FORM_IMAGES_MAX } from '#shared/forms';
import { presentationInput, specificPlacementInput } from '#shared/schemas/forms';
import { messageOutput } from '#shared/schemas/list';
import type { AppDeps } from '#server/deps';
import { fieldErrorsFromZod } from '#server/lib/errors';
import { IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE } from '../uploads/image.service';
import { imagesRoute } from '../uploads/upload.routes';
import { type Sender, sendPresentationRequest, sendSpecificPlacement } from './forms.service';
import { countForm } from './submission-kit';

export const wrongImagesField = 'Please send the images in the images[n] field (images[0], images[1], …)';

const clientIp = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/**
 * Counts the form (429 past the limit, before a byte of the body is read), reads the body, checks
 * the fields with the form's schema (422), then hands over to the form.
 */
const formRoute = <T>(
  deps: AppDeps,
  schema: z.ZodType<T>,
  send: (deps: AppDeps, input: T, sender: Sender) => Promise<{ message: string }>,
): RequestHandler => {
  const images = imagesRoute(deps, { name: 'images', errorField: 'images', wrongField: wrongImagesField });
  return async (req, res) => {
    const ip = clientIp(req);
    countForm(deps, ip);
    const answer = await images(req, res, async (files) => {
      const input = schema.safeParse(req.body ?? {});
      if (!input.success) throw fieldErrorsFromZod(input.error);
      return send(deps, input.data, { ip, images: files, counted: true });
    });
    res.json(answer);
  };
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
    description: `PNG or JPEG photographs, up to ${IMAGE_MAX_MB} MB, ${IMAGE_MAX_PIXELS / 1_000_000} megapixels and ${IMAGE_MAX_SIDE.toLocaleString('en-US')} px a side each, at most ${FORM_IMAGES_MAX}, sent as \`images[0]\`, \`images[1]\`, … (the fields \`images[]\` and \`images\` are accepted too). One bad file refuses the whole submission: nothing is stored. The photos are private: staff see them in the inbox and by links in the gallery's email that expire.`,
  });

const doc = (operationId: string, summary: string, fields: z.ZodObject) => ({
  post: {
    tags: ['forms'],
    operationId,
    summary,
    description:
      'Stored, then emailed to the gallery with the visitor as Reply-To. Limited per client address (429 with Retry-After), counted when the request arrives, before its body is read.',
    requestBody: {
      required: true,
      content: { 'multipart/form-data': { schema: fields.extend({ images }) } },
    },
    responses: {
      '200': json(messageOutput, "'Message successfully sent'"),
      '413': json(messageOutput, 'The body is longer than the images the form accepts: refused before it is read'),
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
