// The visitors' forms, each declaring only its own fields; the honeypot, the limit, the images, the
// row and the email are the kit's (submission-kit.ts).
import type { z } from 'zod';
import type {
  commissionInput,
  contactInput,
  inquireInput,
  placementInquireInput,
  presentationInput,
  specificPlacementInput,
} from '#shared/schemas/forms';
import type { AppDeps } from '#server/deps';
import { fieldError } from '#server/lib/errors';
import { findVisibleArtworkRef } from '../catalogue/public-artwork.service';
import { artistNames } from '../catalogue/public-artist.service';
import { acceptSubmission, type SentImage } from './submission-kit';

/** The sender and how the form reached us, beside the fields. */
export interface Sender {
  ip: string;
  images?: readonly SentImage[];
  /** already counted against the sender's limit, before the body was read */
  counted?: boolean;
}

const ARTWORK_GONE = 'This artwork is no longer available';

const person = (input: { name: string; email: string; phone?: string | null }) => ({
  name: input.name,
  email: input.email,
  phone: input.phone ?? null,
});

const visibleArtwork = async (deps: AppDeps, field: string, ref: number | string) => {
  const artwork = await findVisibleArtworkRef(deps, ref);
  if (!artwork) throw fieldError(field, ARTWORK_GONE);
  return artwork;
};

export const sendContactMessage = (deps: AppDeps, input: z.output<typeof contactInput>, sender: Sender) =>
  acceptSubmission(deps, { ...sender, honeypot: input.website }, async () => ({
    kind: 'contact',
    ...person(input),
    artwork: null,
    fields: { subject: input.subject, message: input.message },
  }));

export const sendInquiry = (deps: AppDeps, input: z.output<typeof inquireInput>, sender: Sender) =>
  acceptSubmission(deps, { ...sender, honeypot: input.website }, async () => {
    const artwork = await visibleArtwork(deps, 'artwork', input.artwork);
    return {
      kind: 'inquire',
      ...person(input),
      artwork,
      fields: { artwork: artwork.title, message: input.message },
    };
  });

const placementFields = (input: z.output<typeof placementInquireInput>) => ({
  service_location: input.service_location,
  height: input.height,
  width: input.width,
  length: input.length,
  description: input.description,
});

export const sendSpecificPlacement = (deps: AppDeps, input: z.output<typeof specificPlacementInput>, sender: Sender) =>
  acceptSubmission(deps, { ...sender, honeypot: input.website }, async () => {
    const artwork = await visibleArtwork(deps, 'art', input.art);
    return {
      kind: 'specific_art_piece_virtual_placement',
      ...person(input),
      artwork,
      fields: { art: artwork.title, ...placementFields(input) },
    };
  });

export const sendPlacementInquiry = (deps: AppDeps, input: z.output<typeof placementInquireInput>, sender: Sender) =>
  acceptSubmission(deps, { ...sender, honeypot: input.website }, async () => ({
    kind: 'virtual_placement_inquire',
    ...person(input),
    artwork: null,
    fields: placementFields(input),
  }));

export const sendPresentationRequest = (deps: AppDeps, input: z.output<typeof presentationInput>, sender: Sender) =>
  acceptSubmission(deps, { ...sender, honeypot: input.website }, async () => ({
    kind: 'presentation_assistance',
    ...person(input),
    artwork: null,
    fields: {
      business_name: input.business_name,
      business_address: input.business_address,
      description: input.description,
    },
  }));

export const sendCommission = (deps: AppDeps, input: z.output<typeof commissionInput>, sender: Sender) =>
  acceptSubmission(deps, { ...sender, honeypot: input.website }, async () => {
    const artist = (await artistNames(deps, { withVisibleWork: true })).find((a) => a.id === input.artist);
    if (!artist) throw fieldError('artist', 'Please choose an artist from the list');
    return {
      kind: 'commissions',
      ...person(input),
      artwork: null,
      fields: { artist: artist.full_name, description: input.description },
    };
  });
