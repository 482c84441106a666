// Presentation assistance for a business: the business, its address, the project, photographs.
import { FORM_IMAGES_MAX, MESSAGE_MAX } from '#shared/forms';
import { ImagesField } from '#client/components/public/forms/ImagesField';
import { PublicForm } from '#client/components/public/forms/PublicForm';
import { usePublicForm } from '#client/components/public/forms/use-public-form';
import { TextAreaField, TextField } from '#client/components/public/ui/fields';
import { sendWithImages } from './multipart';
import { PersonFields, ReplySoon } from './PersonFields';

const schema = () => import('#shared/schemas/forms').then((m) => m.presentationInput);
const send = sendWithImages('presentation-assistance');

export function PresentationForm() {
  const form = usePublicForm({
    initial: {
      name: '',
      email: '',
      phone: '',
      business_name: '',
      business_address: '',
      description: '',
      website: '',
    },
    schema,
    send,
  });
  return (
    <PublicForm
      form={form}
      label="Ask for presentation assistance"
      submitLabel="Send request"
      success={(v) => <ReplySoon values={v} />}
    >
      <PersonFields form={form} phoneRequired />
      <TextField label="Business name" autoComplete="organization" required {...form.bind('business_name')} />
      <TextField label="Business address" autoComplete="street-address" required {...form.bind('business_address')} />
      <TextAreaField
        label="The project"
        required
        hint={`The spaces, the audience, the dates. Up to ${MESSAGE_MAX} characters.`}
        {...form.bind('description')}
      />
      <ImagesField
        label="Photographs of the spaces (optional)"
        hint={`Up to ${FORM_IMAGES_MAX}.`}
        files={form.images}
        onChange={form.setImages}
        error={form.errors.images}
      />
    </PublicForm>
  );
}
