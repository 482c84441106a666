import { TextInput } from '@mantine/core';
import { type TagDto, tagInput } from '#shared/schemas/tag';
import { FormDrawer, formTitles } from '#client/components/admin/FormDrawer';
import { editedItemDrawer, type ItemFormProps } from '#client/components/admin/edited-item-drawer';
import { useAdminForm } from '#client/components/admin/useAdminForm';
import { useSaveTag, useTag } from '#client/features/media/api';

/** Create or rename a tag, in a modal: a tag is only its title. */
export const TagFormModal = editedItemDrawer(useTag, 'Edit tag', TagForm, { as: 'modal' });

function TagForm({ item: tag, onClose }: ItemFormProps<TagDto>) {
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
