// A commission: the artist (from the active artists' names), and what the visitor has in mind.
import { MESSAGE_MAX } from '#shared/forms';
import type { CommissionInput } from '#shared/schemas/forms';
import { PublicForm } from '#client/components/public/forms/PublicForm';
import { usePublicForm } from '#client/components/public/forms/use-public-form';
import { SelectField, TextAreaField } from '#client/components/public/ui/fields';
import { trpc } from '#client/lib/trpc';
import { KeepLooking } from './KeepLooking';
import { PersonFields, ReplySoon } from './PersonFields';

const schema = () => import('#shared/schemas/forms').then((m) => m.commissionInput);

export function CommissionForm({ artists }: { artists: { id: number; full_name: string; slug: string }[] }) {
  const send = trpc.forms.commission.useMutation({ meta: { handlesErrors: true } });
  const form = usePublicForm({
    initial: { name: '', email: '', phone: '', artist: '', description: '', website: '' },
    schema,
    send: (input) => send.mutateAsync(input as CommissionInput),
  });
  return (
    <PublicForm
      form={form}
      label="Ask for a commission"
      submitLabel="Send request"
      success={(v) => (
        <>
          <ReplySoon values={v} />
          <KeepLooking artist={artists.find((a) => String(a.id) === v.artist)} />
        </>
      )}
    >
      <PersonFields form={form} />
      <SelectField
        label="Artist"
        required
        options={[
          { value: '', label: 'Choose an artist' },
          ...artists.map((a) => ({ value: String(a.id), label: a.full_name })),
        ]}
        {...form.bind('artist')}
      />
      <TextAreaField
        label="What do you have in mind?"
        required
        hint={`The place, the size, colours, a budget, a date. Up to ${MESSAGE_MAX} characters.`}
        {...form.bind('description')}
      />
    </PublicForm>
  );
}
