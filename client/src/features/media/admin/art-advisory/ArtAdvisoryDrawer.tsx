import { Textarea, TextInput } from '@mantine/core';
import { pathOf, slugPattern } from '#shared/public-kinds';
import { type ArtAdvisoryDto, artAdvisoryInput } from '#shared/schemas/art-advisory';
import { FormDrawer, FormSection, formTitles } from '#client/components/admin/FormDrawer';
import { ImageField } from '#client/components/admin/ImageField';
import { RichTextField } from '#client/components/admin/RichTextField';
import { StatusField } from '#client/components/admin/StatusField';
import { type EditTarget, useEditedItem } from '#client/components/admin/use-edit-param';
import { useAdminForm } from '#client/components/admin/useAdminForm';
import { useArtAdvisory, useSaveArtAdvisory } from '#client/features/media/api';
import { PublishAtField, publishInput } from '#client/features/media/admin/publish-at';
import { PublicPageLink } from '#client/features/media/admin/PublicPageLink';

/** The form of an advisory service, new or loaded by id. */
export function ArtAdvisoryDrawer({ id, onClose }: { id: EditTarget; onClose: () => void }) {
  const advisory = useEditedItem(id, useArtAdvisory);
  if (advisory === undefined) return <FormDrawer title="Edit art advisory" onClose={onClose} />;
  return <ArtAdvisoryForm advisory={advisory} onClose={onClose} />;
}

const text = (v: string | null | undefined) => v ?? '';

function ArtAdvisoryForm({ advisory: a, onClose }: { advisory: ArtAdvisoryDto | null; onClose: () => void }) {
  const save = useSaveArtAdvisory();
  const admin = useAdminForm({
    initialValues: {
      title: text(a?.title),
      slug: text(a?.slug),
      status: a?.status ?? ('0' as '0' | '1'),
      date_published: publishInput(a?.date_published),
      summary: text(a?.summary),
      body: text(a?.body),
      images: a?.images.map((i) => i.id) ?? [],
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
        <TextInput
          label="Slug"
          description={a ? `The page’s address: ${slugPattern('advisory')}` : 'Leave empty to make it from the title'}
          {...form.getInputProps('slug')}
        />
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
