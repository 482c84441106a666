import { Select, Textarea, TextInput } from '@mantine/core';
import { pathOf, slugPattern } from '#shared/public-kinds';
import { LOOSE_THREAD_TYPES, type LooseThreadDto, looseThreadInput } from '#shared/schemas/loose-thread';
import { FormDrawer, FormSection, formTitles } from '#client/components/admin/FormDrawer';
import { ImageField } from '#client/components/admin/ImageField';
import { RichTextField } from '#client/components/admin/RichTextField';
import { StatusField } from '#client/components/admin/StatusField';
import { type EditTarget, useEditedItem } from '#client/components/admin/use-edit-param';
import { useAdminForm } from '#client/components/admin/useAdminForm';
import { useLooseThread, useSaveLooseThread } from '#client/features/media/api';
import { PublishAtField, publishInput } from '#client/features/media/admin/publish-at';
import { PublicPageLink } from '#client/features/media/admin/PublicPageLink';

/** The form of a loose thread, new or loaded by id. */
export function LooseThreadDrawer({ id, onClose }: { id: EditTarget; onClose: () => void }) {
  const thread = useEditedItem(id, useLooseThread);
  if (thread === undefined) return <FormDrawer title="Edit loose thread" onClose={onClose} />;
  return <LooseThreadForm thread={thread} onClose={onClose} />;
}

const text = (v: string | null | undefined) => v ?? '';
const TYPES = LOOSE_THREAD_TYPES.map((t) => t.title);

function LooseThreadForm({ thread: t, onClose }: { thread: LooseThreadDto | null; onClose: () => void }) {
  const save = useSaveLooseThread();
  const admin = useAdminForm({
    initialValues: {
      title: text(t?.title),
      slug: text(t?.slug),
      type: t?.type ?? '',
      status: t?.status ?? ('0' as '0' | '1'),
      date_published: publishInput(t?.date_published),
      summary: text(t?.summary),
      body: text(t?.body),
      external_url: text(t?.external_url),
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
        <TextInput
          label="Slug"
          description={
            t ? `The page’s address: ${slugPattern('looseThread')}` : 'Leave empty to make it from the title'
          }
          {...form.getInputProps('slug')}
        />
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
