// Virtual placement: with an artwork (its page's form, photographs of the room sent by multipart),
// or as the advisory service, before a work is chosen.
import { FORM_IMAGES_MAX } from '#shared/forms';
import type { ArtworkCard } from '#shared/schemas/catalogue-public';
import type { PlacementInquireInput } from '#shared/schemas/forms';
import { ImagesField } from '#client/components/public/forms/ImagesField';
import { PublicForm } from '#client/components/public/forms/PublicForm';
import { usePublicForm } from '#client/components/public/forms/use-public-form';
import { trpc } from '#client/lib/trpc';
import { sendWithImages } from './multipart';
import { KeepLooking } from './KeepLooking';
import { PersonFields } from './PersonFields';
import { PLACEMENT_INITIAL, PlacementFields } from './PlacementFields';

const specific = () => import('#shared/schemas/forms').then((m) => m.specificPlacementInput);
const general = () => import('#shared/schemas/forms').then((m) => m.placementInquireInput);
const sendSpecific = sendWithImages('specific-art-piece-virtual-placement');

function Thanks({ values, photos }: { values: Record<string, string>; photos: boolean }) {
  return (
    <p>
      Thank you, {values.name}. We will place the work in {photos ? 'your photographs' : 'a view of your room'} and send
      it to <strong>{values.email}</strong>, usually within a week.
    </p>
  );
}

const initial = { name: '', email: '', phone: '', ...PLACEMENT_INITIAL, website: '' };

/** On an artwork's page: the work is sent by its slug, with the room's photographs. */
export function ArtworkPlacementForm({ artwork, more }: { artwork: ArtworkCard; more: readonly ArtworkCard[] }) {
  const form = usePublicForm({
    initial,
    schema: specific,
    toInput: (v) => ({ ...v, art: artwork.slug }),
    send: sendSpecific,
  });
  return (
    <PublicForm
      form={form}
      label={`See ${artwork.title} on your wall`}
      submitLabel="Send request"
      success={(v) => (
        <>
          <Thanks values={v} photos />
          <KeepLooking artwork={artwork} more={more} />
        </>
      )}
    >
      <PersonFields form={form} phoneRequired />
      <PlacementFields form={form} />
      <ImagesField
        label="Photographs of the room"
        hint={`Straight on, the whole wall in view; up to ${FORM_IMAGES_MAX}.`}
        files={form.images}
        onChange={form.setImages}
        error={form.errors.images}
      />
    </PublicForm>
  );
}

/** The art advisory's service, before a work is chosen. */
export function PlacementInquiryForm() {
  const send = trpc.forms.placementInquire.useMutation({ meta: { handlesErrors: true } });
  const form = usePublicForm({
    initial,
    schema: general,
    send: (input) => send.mutateAsync(input as PlacementInquireInput),
  });
  return (
    <PublicForm
      form={form}
      label="Ask for a virtual placement"
      submitLabel="Send request"
      success={(v) => (
        <>
          <Thanks values={v} photos={false} />
          <KeepLooking />
        </>
      )}
    >
      <PersonFields form={form} phoneRequired />
      <PlacementFields form={form} />
    </PublicForm>
  );
}
