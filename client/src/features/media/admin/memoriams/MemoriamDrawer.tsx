import { TextInput } from '@mantine/core';
import { pathOf, slugPattern } from '#shared/public-kinds';
import { type MemoriamDto, memoriamInput } from '#shared/schemas/memoriam';
import { FormDrawer, FormSection, formTitles } from '#client/components/admin/FormDrawer';
import { ImageField } from '#client/components/admin/ImageField';
import { RichTextField } from '#client/components/admin/RichTextField';
import { StatusField } from '#client/components/admin/StatusField';
import { type EditTarget, useEditedItem } from '#client/components/admin/use-edit-param';
import { useAdminForm } from '#client/components/admin/useAdminForm';
import { useMemoriam, useSaveMemoriam } from '#client/features/media/api';
import { PublishAtField, publishInput } from '#client/features/media/admin/publish-at';
import { PublicPageLink } from '#client/features/media/admin/PublicPageLink';

/** The form of a memoriam, new or loaded by id. */
export function MemoriamDrawer({ id, onClose }: { id: EditTarget; onClose: () => void }) {
  const memoriam = useEditedItem(id, useMemoriam);
  if (memoriam === undefined) return <FormDrawer title="Edit memoriam" onClose={onClose} />;
  return <MemoriamForm memoriam={memoriam} onClose={onClose} />;
}

const text = (v: string | null | undefined) => v ?? '';

function MemoriamForm({ memoriam: m, onClose }: { memoriam: MemoriamDto | null; onClose: () => void }) {
  const save = useSaveMemoriam();
  const admin = useAdminForm({
    initialValues: {
      title: text(m?.title),
      slug: text(m?.slug),
      years: text(m?.years),
      status: m?.status ?? ('0' as '0' | '1'),
      date_published: publishInput(m?.date_published),
      body: text(m?.body),
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
        <TextInput
          label="Slug"
          description={m ? `The page’s address: ${slugPattern('memoriam')}` : 'Leave empty to make it from the name'}
          {...form.getInputProps('slug')}
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
