import { TextInput } from '@mantine/core';
import { type TagDto, tagInput } from '#shared/schemas/tag';
import { FormDrawer, formTitles } from '#client/components/admin/FormDrawer';
import { type EditTarget, useEditedItem } from '#client/components/admin/use-edit-param';
import { useAdminForm } from '#client/components/admin/useAdminForm';
import { useSaveTag, useTag } from '#client/features/media/api';

interface Props {
  id: EditTarget;
  onClose: () => void;
}

/** Create or rename a tag, in a modal: a tag is only its title. */
export function TagFormModal({ id, onClose }: Props) {
  const tag = useEditedItem(id, useTag);
  if (tag === undefined) return <FormDrawer as="modal" title="Edit tag" onClose={onClose} />;
  return <TagForm tag={tag} onClose={onClose} />;
}

function TagForm({ tag, onClose }: { tag: TagDto | null; onClose: () => void }) {
  const save = useSaveTag();
  const admin = useAdminForm({
    initialValues: { title: tag?.title ?? '' },
    schema: tagInput,
    save: (values) => save(tag?.id ?? null, values),
    onSaved: onClose,
  });
  return (
    <FormDrawer as="modal" {...formTitles('tag', tag && 'Edit tag')} onClose={onClose} form={admin}>
      <TextInput label="Title" required data-autofocus {...admin.form.getInputProps('title')} />
    </FormDrawer>
  );
}
