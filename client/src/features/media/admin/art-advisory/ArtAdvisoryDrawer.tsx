import { Textarea, TextInput } from '@mantine/core';
import { pathOf, slugPattern } from '#shared/public-kinds';
import { type ArtAdvisoryDto, artAdvisoryInput } from '#shared/schemas/art-advisory';
import { FormDrawer, FormSection, formTitles } from '#client/components/admin/FormDrawer';
import { editedItemDrawer, type ItemFormProps } from '#client/components/admin/edited-item-drawer';
import { itemIds, pageValues, textValues } from '#client/components/admin/field-props';
import { SlugField } from '#client/components/admin/SlugField';
import { ImageField } from '#client/components/admin/ImageField';
import { RichTextField } from '#client/components/admin/RichTextField';
import { StatusField } from '#client/components/admin/StatusField';
import { useAdminForm } from '#client/components/admin/useAdminForm';
import { useArtAdvisory, useSaveArtAdvisory } from '#client/features/media/api';
import { PublishAtField, publishInput } from '#client/features/media/admin/publish-at';
import { PublicPageLink } from '#client/features/media/admin/PublicPageLink';

/** The form of an advisory service, new or loaded by id. */
export const ArtAdvisoryDrawer = editedItemDrawer(useArtAdvisory, 'Edit art advisory', ArtAdvisoryForm);

function ArtAdvisoryForm({ item: a, onClose }: ItemFormProps<ArtAdvisoryDto>) {
  const save = useSaveArtAdvisory();
  const admin = useAdminForm({
    initialValues: {
      ...pageValues(a),
      date_published: publishInput(a?.date_published),
      ...textValues(a, ['summary', 'body']),
      images: itemIds(a?.images),
    },
    schema: artAdvisoryInput,
    save: (values) => save(a?.id ?? null, values),
    onSaved: onClose,
  });
  const { form } = admin;

  return (
    <FormDrawer {...formTitles('art advisory', a && `Edit ${a.title}`)} onClose={onClose} form={admin}>
      {a && <PublicPageLink path={pathOf('advisory', a.slug)} />}
      <FormSection title="Service">
        <TextInput label="Title" required data-autofocus {...form.getInputProps('title')} />
        <SlugField form={form} address={a && `The page’s address: ${slugPattern('advisory')}`} />
        <StatusField form={form} description="Only active services are shown to visitors." />
        <PublishAtField form={form} />
      </FormSection>
      <FormSection title="Page">
        <Textarea
          label="Summary"
          description="One or two sentences, on the services list"
          autosize
          minRows={2}
          {...form.getInputProps('summary')}
        />
        <RichTextField label="Text" {...form.getInputProps('body')} />
        <ImageField admin={admin} field="images" multiple label="Images" initial={a?.images} />
      </FormSection>
    </FormDrawer>
  );
}
