import { Select, Textarea, TextInput } from '@mantine/core';
import { pathOf, slugPattern } from '#shared/public-kinds';
import { LOOSE_THREAD_TYPES, type LooseThreadDto, looseThreadInput } from '#shared/schemas/loose-thread';
import { FormDrawer, FormSection, formTitles } from '#client/components/admin/FormDrawer';
import { editedItemDrawer, type ItemFormProps } from '#client/components/admin/edited-item-drawer';
import { pageValues, textValues } from '#client/components/admin/field-props';
import { SlugField } from '#client/components/admin/SlugField';
import { ImageField } from '#client/components/admin/ImageField';
import { RichTextField } from '#client/components/admin/RichTextField';
import { StatusField } from '#client/components/admin/StatusField';
import { useAdminForm } from '#client/components/admin/useAdminForm';
import { useLooseThread, useSaveLooseThread } from '#client/features/media/api';
import { PublishAtField, publishInput } from '#client/features/media/admin/publish-at';
import { PublicPageLink } from '#client/features/media/admin/PublicPageLink';

/** The form of a loose thread, new or loaded by id. */
export const LooseThreadDrawer = editedItemDrawer(useLooseThread, 'Edit loose thread', LooseThreadForm);

const TYPES = LOOSE_THREAD_TYPES.map((t) => t.title);

function LooseThreadForm({ item: t, onClose }: ItemFormProps<LooseThreadDto>) {
  const save = useSaveLooseThread();
  const admin = useAdminForm({
    initialValues: {
      ...pageValues(t),
      type: t?.type ?? '',
      date_published: publishInput(t?.date_published),
      ...textValues(t, ['summary', 'body', 'external_url']),
      header_image_id: t?.header_image_id ?? null,
    },
    schema: looseThreadInput,
    save: (values) =>
      save(t?.id ?? null, {
        ...values,
        type: values.type as (typeof TYPES)[number],
      }),
    onSaved: onClose,
  });
  const { form } = admin;

  return (
    <FormDrawer {...formTitles('loose thread', t && `Edit ${t.title}`)} onClose={onClose} form={admin}>
      {t && <PublicPageLink path={pathOf('looseThread', t.slug)} />}
      <FormSection title="Loose thread">
        <TextInput label="Title" required data-autofocus {...form.getInputProps('title')} />
        <Select
          label="Type"
          required
          data={TYPES}
          allowDeselect={false}
          description="A new thread, or one moved to another type, goes to the end of that type’s order."
          {...form.getInputProps('type')}
        />
        <SlugField form={form} address={t && `The page’s address: ${slugPattern('looseThread')}`} />
        <StatusField form={form} description="Only active threads are shown to visitors." />
        <PublishAtField form={form} />
      </FormSection>
      <FormSection title="Page">
        <Textarea label="Summary" description="On the list" autosize minRows={2} {...form.getInputProps('summary')} />
        <TextInput
          label="Link"
          placeholder="https://"
          description="Where the thread leads (an essay, a film, an archive), if anywhere"
          {...form.getInputProps('external_url')}
        />
        <ImageField admin={admin} field="header_image_id" label="Image" initial={t?.header_image} />
        <RichTextField label="Text" {...form.getInputProps('body')} />
      </FormSection>
    </FormDrawer>
  );
}
