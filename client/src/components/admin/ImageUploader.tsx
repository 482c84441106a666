// The back office's image field: drop files or choose them, watch each upload's progress, then
// remove or reorder what was stored. The value is the stored images themselves (id + ImageDto for
// the preview); forms send their ids. Removing only detaches: the file may still belong to a saved
// item until that item is saved without it.
import { Input, SimpleGrid, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconPhotoUp } from '@tabler/icons-react';
import { type DragEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { IMAGE_MAX_MB } from '#shared/constants';
import type { ImageDto } from '#shared/schemas/image';
import { toastError } from '#client/lib/toast';
import { isAcceptableImage, UploadError, uploadImages } from '#client/lib/upload';
import { MSG } from '#shared/messages';
import { ImageTile, type Pending, PendingTile } from './ImageTile';
import { IMAGE_DRAG_TYPE } from './image-drag';

interface Props {
  label: string;
  description?: string;
  /** several ordered images (product images) or one (header, search image) */
  multiple?: boolean;
  value: ImageDto[];
  onChange: (images: ImageDto[]) => void;
  error?: ReactNode;
  /** told when uploads start and when the last one ends (see useUploadsBusy) */
  onBusyChange?: (busy: boolean) => void;
}

const move = <T,>(list: T[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

export function ImageUploader({ label, description, multiple = false, value, onChange, error, onBusyChange }: Props) {
  const inputId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<Pending[]>([]);
  const [over, setOver] = useState(false);
  // Uploads finish after later renders: they append to the newest value, not the one they started with.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const busy = pending.length > 0;
  useEffect(() => {
    onBusyChange?.(busy);
  }, [busy, onBusyChange]);

  const uploadAll = async (files: File[]) => {
    const chosen = multiple ? files : files.slice(0, 1);
    for (const file of chosen.filter((f) => !isAcceptableImage(f)))
      toastError(MSG.imageTooLarge(file.name, IMAGE_MAX_MB));
    const accepted = chosen.filter(isAcceptableImage);
    const items = accepted.map((file, i) => ({
      file,
      key: `${Date.now()}-${i}-${file.name}`,
      name: file.name,
      preview: URL.createObjectURL(file),
      progress: 0,
    }));
    setPending((p) => [...p, ...items.map(({ file: _file, ...rest }) => rest)]);
    // One request per file, one after the other: each shows its own progress and the server
    // re-encodes one image at a time anyway.
    for (const item of items) {
      try {
        const stored = await uploadImages([item.file], {
          onProgress: (fraction) =>
            setPending((p) => p.map((x) => (x.key === item.key ? { ...x, progress: fraction } : x))),
        });
        if (stored.length) {
          const next = multiple ? [...latest.current, ...stored] : stored.slice(0, 1);
          latest.current = next;
          onChange(next);
        }
      } catch (err) {
        // 401 and 5xx were handled by uploadImages; a 422 says why this image was refused.
        if (err instanceof UploadError && err.status >= 400 && err.status < 500 && err.status !== 401)
          toastError(err.message);
      } finally {
        URL.revokeObjectURL(item.preview);
        setPending((p) => p.filter((x) => x.key !== item.key));
      }
    }
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    if (e.dataTransfer.types.includes(IMAGE_DRAG_TYPE)) return;
    void uploadAll(Array.from(e.dataTransfer.files));
  };

  const showZone = multiple || (value.length === 0 && pending.length === 0);

  return (
    <Input.Wrapper label={label} description={description} error={error} id={inputId}>
      <Stack gap="xs" mt={4}>
        {(value.length > 0 || pending.length > 0) && (
          <SimpleGrid cols={{ base: 2, xs: 3, md: multiple ? 4 : 2 }} spacing="xs" role="list" aria-label={label}>
            {value.map((image, i) => (
              <ImageTile
                key={image.id}
                image={image}
                index={i}
                count={value.length}
                ordered={multiple}
                fieldLabel={label}
                onRemove={() => onChange(value.filter((x) => x.id !== image.id))}
                onReorder={(from, to) => onChange(move(value, from, to))}
                onReplace={multiple ? undefined : () => fileInput.current?.click()}
              />
            ))}
            {pending.map((p) => (
              <PendingTile key={p.key} pending={p} />
            ))}
          </SimpleGrid>
        )}
        {showZone && (
          <UnstyledButton
            type="button"
            p="md"
            onClick={() => fileInput.current?.click()}
            onDragOver={(e: DragEvent) => {
              if (e.dataTransfer.types.includes('Files')) {
                e.preventDefault();
                setOver(true);
              }
            }}
            onDragLeave={() => setOver(false)}
            onDrop={onDrop}
            style={{
              border: `1px dashed ${over ? 'var(--mantine-color-ink-6)' : 'var(--mantine-color-gray-4)'}`,
              borderRadius: 'var(--mantine-radius-sm)',
              background: over ? 'var(--mantine-color-gray-0)' : undefined,
              width: '100%',
            }}
            aria-label={`${label}: drop ${multiple ? 'images' : 'an image'} here or click to choose`}
            aria-describedby={`${inputId}-hint`}
          >
            <Stack align="center" gap={4}>
              <IconPhotoUp size={28} stroke={1.5} aria-hidden color="var(--mantine-color-gray-6)" />
              <Text size="sm" fw={500}>
                {multiple ? 'Drop images here or click to choose' : 'Drop an image here or click to choose'}
              </Text>
              <Text size="xs" c="dimmed" id={`${inputId}-hint`}>
                PNG or JPEG, up to {IMAGE_MAX_MB} MB{multiple ? '; drag tiles or use the arrows to order them' : ''}
              </Text>
            </Stack>
          </UnstyledButton>
        )}
        <VisuallyHidden>
          <input
            ref={fileInput}
            type="file"
            tabIndex={-1}
            aria-label={`${label}: choose ${multiple ? 'files' : 'a file'}`}
            accept="image/png,image/jpeg"
            multiple={multiple}
            onChange={(e) => {
              const files = Array.from(e.currentTarget.files ?? []);
              e.currentTarget.value = '';
              void uploadAll(files);
            }}
          />
        </VisuallyHidden>
      </Stack>
    </Input.Wrapper>
  );
}
