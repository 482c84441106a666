import { TextInput } from '@mantine/core';
import { pathOf, slugPattern } from '#shared/public-kinds';
import { type MemoriamDto, memoriamInput } from '#shared/schemas/memoriam';
import { FormDrawer, FormSection, formTitles } from '#client/components/admin/FormDrawer';
import { editedItemDrawer, type ItemFormProps } from '#client/components/admin/edited-item-drawer';
import { pageValues, textValues } from '#client/components/admin/field-props';
import { SlugField } from '#client/components/admin/SlugField';
import { ImageField } from '#client/components/admin/ImageField';
import { RichTextField } from '#client/components/admin/RichTextField';
import { StatusField } from '#client/components/admin/StatusField';
import { useAdminForm } from '#client/components/admin/useAdminForm';
import { useMemoriam, useSaveMemoriam } from '#client/features/media/api';
import { PublishAtField, publishInput } from '#client/features/media/admin/publish-at';
import { PublicPageLink } from '#client/features/media/admin/PublicPageLink';

/** The form of a memoriam, new or loaded by id. */
export const MemoriamDrawer = editedItemDrawer(useMemoriam, 'Edit memoriam', MemoriamForm);

function MemoriamForm({ item: m, onClose }: ItemFormProps<MemoriamDto>) {
  const save = useSaveMemoriam();
  const admin = useAdminForm({
    initialValues: {
      ...pageValues(m),
      ...textValues(m, ['years', 'body']),
      date_published: publishInput(m?.date_published),
      image_id: m?.image_id ?? null,
    },
    schema: memoriamInput,
    save: (values) => save(m?.id ?? null, values),
    onSaved: onClose,
  });
  const { form } = admin;

  return (
    <FormDrawer {...formTitles('memoriam', m && `Edit ${m.title}`)} onClose={onClose} form={admin}>
      {m && <PublicPageLink path={pathOf('memoriam', m.slug)} />}
      <FormSection title="Memoriam">
        <TextInput label="Name" required data-autofocus {...form.getInputProps('title')} />
        <TextInput label="Years" placeholder="1931 – 2019" {...form.getInputProps('years')} />
        <SlugField
          form={form}
          address={m && `The page’s address: ${slugPattern('memoriam')}`}
          whenNew="Leave empty to make it from the name"
        />
        <StatusField form={form} description="Only active memoriams are shown to visitors." />
        <PublishAtField form={form} />
      </FormSection>
      <FormSection title="Page">
        <ImageField admin={admin} field="image_id" label="Portrait or work" initial={m?.image} />
        <RichTextField label="Text" {...form.getInputProps('body')} />
      </FormSection>
    </FormDrawer>
  );
}
