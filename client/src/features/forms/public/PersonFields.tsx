// The sender's fields every form starts with: name, email and (required or not) phone.
import { GALLERY } from '#shared/gallery';
import { TextField } from '#client/components/public/ui/fields';
import type { PublicFormState } from '#client/components/public/forms/use-public-form';

export function PersonFields({ form, phoneRequired = false }: { form: PublicFormState; phoneRequired?: boolean }) {
  return (
    <>
      <TextField label="Name" autoComplete="name" required {...form.bind('name')} />
      <TextField label="Email" type="email" autoComplete="email" required {...form.bind('email')} />
      <TextField
        label={phoneRequired ? 'Phone' : 'Phone (optional)'}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="(212) 555-0148"
        required={phoneRequired}
        {...form.bind('phone')}
      />
    </>
  );
}

/** The thanks under the server's message: where the answer will come. */
export function ReplySoon({ values }: { values: Record<string, string> }) {
  return (
    <p>
      Thank you, {values.name}. We read every message and answer within {GALLERY.answersWithin}, at{' '}
      <strong>{values.email}</strong>.
    </p>
  );
}
