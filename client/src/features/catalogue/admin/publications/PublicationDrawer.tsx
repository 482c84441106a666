import { SimpleGrid, TextInput } from '@mantine/core';
import { type PublicationDto, publicationInput } from '#shared/schemas/publication';
import { fieldProps, itemIds, numberText, textValues } from '#client/components/admin/field-props';
import { FormDrawer, FormSection, formTitles } from '#client/components/admin/FormDrawer';
import { editedItemDrawer, type ItemFormProps } from '#client/components/admin/edited-item-drawer';
import { ImageField } from '#client/components/admin/ImageField';
import { StatusField } from '#client/components/admin/StatusField';
import { useAdminForm } from '#client/components/admin/useAdminForm';
import { usePublication, useSavePublication } from '#client/features/catalogue/api';
import { ArtistsPicker } from '#client/features/catalogue/CataloguePickers';

/** The publication form: a new one, or the one loaded by id. */
export const PublicationDrawer = editedItemDrawer(usePublication, 'Edit publication', PublicationForm, { size: 'lg' });

function PublicationForm({ item: p, onClose }: ItemFormProps<PublicationDto>) {
  const save = useSavePublication();
  const admin = useAdminForm({
    initialValues: {
      title: p?.title ?? '',
      ...textValues(p, ['type', 'author', 'publisher', 'url']),
      year: numberText(p?.year),
      image_id: p?.image_id ?? null,
      status: p?.status ?? '0',
      artist_ids: itemIds(p?.artists),
    },
    schema: publicationInput,
    save: (values) => save(p?.id ?? null, values),
    onSaved: onClose,
  });
  const { form } = admin;

  return (
    <FormDrawer {...formTitles('publication', p && 'Edit publication')} onClose={onClose} form={admin} size="lg">
      <FormSection title="Publication">
        <TextInput label="Title" required data-autofocus {...form.getInputProps('title')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Type" placeholder="Catalogue, book, article…" {...form.getInputProps('type')} />
          <TextInput label="Year" inputMode="numeric" {...form.getInputProps('year')} />
          <TextInput label="Author" {...form.getInputProps('author')} />
          <TextInput label="Publisher" {...form.getInputProps('publisher')} />
        </SimpleGrid>
        <TextInput label="Link" type="url" placeholder="https://" {...form.getInputProps('url')} />
        <StatusField form={form} />
      </FormSection>
      <FormSection title="Artists">
        <ArtistsPicker
          label="Artists"
          description="The publication shows on each of their pages."
          known={p?.artists.map((a) => ({ id: a.id, title: a.full_name }))}
          {...fieldProps(form, 'artist_ids')}
        />
      </FormSection>
      <FormSection title="Cover">
        <ImageField admin={admin} field="image_id" label="Cover image" initial={p?.image} />
      </FormSection>
    </FormDrawer>
  );
}
