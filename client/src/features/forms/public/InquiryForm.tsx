// An artwork's inquiry: the message about the work on the page beside it.
import { MESSAGE_MAX } from '#shared/forms';
import type { ArtworkCard } from '#shared/schemas/catalogue-public';
import type { InquireInput } from '#shared/schemas/forms';
import { PublicForm } from '#client/components/public/forms/PublicForm';
import { usePublicForm } from '#client/components/public/forms/use-public-form';
import { TextAreaField } from '#client/components/public/ui/fields';
import { trpc } from '#client/lib/trpc';
import { KeepLooking } from './KeepLooking';
import { PersonFields, ReplySoon } from './PersonFields';

const schema = () => import('#shared/schemas/forms').then((m) => m.inquireInput);

export function InquiryForm({ artwork, more }: { artwork: ArtworkCard; more: readonly ArtworkCard[] }) {
  const send = trpc.forms.inquire.useMutation({ meta: { handlesErrors: true } });
  const form = usePublicForm({
    initial: {
      name: '',
      email: '',
      phone: '',
      message: `I would like to know more about ${artwork.title}.`,
      website: '',
    },
    schema,
    toInput: (v) => ({ ...v, artwork: artwork.slug }),
    send: (input) => send.mutateAsync(input as InquireInput),
  });
  return (
    <PublicForm
      form={form}
      label={`Inquire about ${artwork.title}`}
      submitLabel="Send inquiry"
      success={(v) => (
        <>
          <ReplySoon values={v} />
          <KeepLooking artwork={artwork} more={more} />
        </>
      )}
    >
      <PersonFields form={form} />
      <TextAreaField
        label="Message"
        required
        hint={`Availability, price, shipping, a visit: ask anything. Up to ${MESSAGE_MAX} characters.`}
        {...form.bind('message')}
      />
    </PublicForm>
  );
}
