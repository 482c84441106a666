// The form's values for an exhibition or an event, and what each kind sends: the form holds the
// fields of both kinds so that one drawer serves both; the kind's schema and payload pick its own.
import { itemIds, pageValues, textValues } from '#client/components/admin/field-props';
import type { ShowDto } from '#shared/schemas/events';
import type { ShowKindKey, ShowPayload } from '#client/features/events/api';

export const showFormValues = (s: ShowDto | null) => ({
  ...pageValues(s),
  ...textValues(s, ['start_date', 'end_date', 'dates', 'location', 'description', 'sponsors', 'copyright']),
  featured: s?.featured ?? false,
  home_page: s?.home_page ?? false,
  header_image_id: s?.header_image_id ?? null,
  home_page_image_id: s?.home_page_image_id ?? null,
  images: itemIds(s?.images),
  artworks: itemIds(s?.artworks),
  artists: itemIds(s?.artists),
  exhibition_type_id: s?.exhibition_type_id ?? null,
  types: s?.types ?? [],
  exhibition_id: s?.exhibition_id ?? null,
});

export type ShowFormValues = ReturnType<typeof showFormValues>;

/** Only the kind's own fields go to the server. */
export const showPayload = (kind: ShowKindKey, v: ShowFormValues): ShowPayload => {
  const { exhibition_type_id, types, exhibition_id, ...common } = v;
  return kind === 'exhibition'
    ? { kind, values: { ...common, exhibition_type_id } }
    : { kind, values: { ...common, types, exhibition_id } };
};
