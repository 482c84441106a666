import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { type TagDto, tagInput } from '#shared/schemas/tag';
import { useAdminForm } from '../../../components/admin/useAdminForm';
import { trpc } from '../../../lib/trpc';

interface Props {
  /** the tag being edited; null creates one */
  tag: TagDto | null;
  onClose: () => void;
}

/** Create or rename a tag. Mounted per opening, so it always starts from the tag it was given. */
export function TagFormModal({ tag, onClose }: Props) {
  const utils = trpc.useUtils();
  const create = trpc.tags.create.useMutation({ meta: { handlesErrors: true } });
  const update = trpc.tags.update.useMutation({ meta: { handlesErrors: true } });
  const { form, onSubmit, saving } = useAdminForm({
    initialValues: { title: tag?.title ?? '' },
    schema: tagInput,
    save: (values) => (tag ? update.mutateAsync({ id: tag.id, ...values }) : create.mutateAsync(values)),
    onSaved: () => {
      void utils.tags.invalidate();
      onClose();
    },
  });

  return (
    <Modal opened onClose={onClose} title={tag ? 'Edit tag' : 'New tag'} centered closeOnClickOutside={!saving}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput label="Title" required data-autofocus {...form.getInputProps('title')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {tag ? 'Save' : 'Create tag'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
