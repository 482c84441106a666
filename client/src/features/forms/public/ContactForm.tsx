// The contact page's form: subject and message beside the sender's fields.
import { MESSAGE_MAX } from '#shared/forms';
import type { ContactInput } from '#shared/schemas/forms';
import { PublicForm } from '#client/components/public/forms/PublicForm';
import { usePublicForm } from '#client/components/public/forms/use-public-form';
import { TextAreaField, TextField } from '#client/components/public/ui/fields';
import { trpc } from '#client/lib/trpc';
import { PersonFields, ReplySoon } from './PersonFields';

const schema = () => import('#shared/schemas/forms').then((m) => m.contactInput);

export function ContactForm() {
  const send = trpc.forms.contact.useMutation({ meta: { handlesErrors: true } });
  const form = usePublicForm({
    initial: { name: '', email: '', phone: '', subject: '', message: '', website: '' },
    schema,
    send: (input) => send.mutateAsync(input as ContactInput),
  });
  return (
    <PublicForm
      form={form}
      label="Send us a message"
      submitLabel="Send message"
      success={(v) => <ReplySoon values={v} />}
    >
      <PersonFields form={form} />
      <TextField label="Subject" required {...form.bind('subject')} />
      <TextAreaField label="Message" required hint={`Up to ${MESSAGE_MAX} characters.`} {...form.bind('message')} />
    </PublicForm>
  );
}
