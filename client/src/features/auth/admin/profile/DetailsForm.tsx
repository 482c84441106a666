import { Avatar, Button, FileButton, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { IMAGE_MAX_MB } from '#shared/constants';
import { type UserDto, updateUserInput } from '#shared/schemas/auth';
import { toastError } from '#client/lib/toast';
import { useAdminForm } from '#client/components/admin/useAdminForm';
import { useUpdateMe } from '#client/features/auth/api';
import { UploadError, uploadImages } from '#client/lib/upload';

/** Name and avatar. A new photo is uploaded at once but only becomes the avatar on Save. */
export function DetailsForm({ user }: { user: UserDto }) {
  const updateMe = useUpdateMe();
  const [preview, setPreview] = useState<string | null>(user.avatar);
  const [uploading, setUploading] = useState(false);
  const { form, onSubmit, saving } = useAdminForm({
    initialValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      avatar_file_id: user.avatar_file_id as number | null,
    },
    schema: updateUserInput,
    save: (values) => updateMe.mutateAsync(values),
    onSaved: (_res, f) => f.resetDirty(f.getValues()),
  });

  const upload = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      const [image] = await uploadImages([file]);
      if (image) {
        setPreview(image.url);
        form.setFieldValue('avatar_file_id', image.id);
      }
    } catch (error) {
      // 401 and 5xx were already handled by uploadImages; a 422 says why the image was refused.
      if (error instanceof UploadError && error.status >= 400 && error.status < 500 && error.status !== 401)
        toastError(error.message);
    } finally {
      setUploading(false);
    }
  };

  const removePhoto = () => {
    setPreview(null);
    form.setFieldValue('avatar_file_id', null);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Group gap="md" align="center">
          <Avatar src={preview} alt={preview ? 'Your photo' : ''} size={72} radius={999} color="ink">
            {user.initials}
          </Avatar>
          <Stack gap={6}>
            <Group gap="xs">
              <FileButton onChange={(f) => void upload(f)} accept="image/png,image/jpeg">
                {(props) => (
                  <Button
                    {...props}
                    variant="default"
                    size="xs"
                    leftSection={<IconUpload size={14} aria-hidden />}
                    loading={uploading}
                  >
                    Upload a photo
                  </Button>
                )}
              </FileButton>
              {preview && (
                <Button variant="subtle" color="gray" size="xs" onClick={removePhoto} disabled={uploading}>
                  Remove photo
                </Button>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              PNG or JPEG, up to {IMAGE_MAX_MB} MB. Saved with the form.
            </Text>
            {form.errors.avatar_file_id && (
              <Text size="xs" c="red" role="alert">
                {form.errors.avatar_file_id}
              </Text>
            )}
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label="First name" required autoComplete="given-name" {...form.getInputProps('first_name')} />
          <TextInput label="Last name" required autoComplete="family-name" {...form.getInputProps('last_name')} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={saving} disabled={uploading}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
