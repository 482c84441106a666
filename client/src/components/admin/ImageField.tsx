// An ImageUploader bound to one field of an admin form: the field holds the image id (or the ids,
// in order), the uploader the images themselves for their previews. Save waits for its uploads.
import { useState } from 'react';
import type { ImageDto } from '#shared/schemas/image';
import { ImageUploader } from './ImageUploader';
import type { AdminForm } from './useAdminForm';

type IdField<V> = { [K in keyof V]: V[K] extends number | null ? K : never }[keyof V] & string;
type IdsField<V> = { [K in keyof V]: V[K] extends number[] ? K : never }[keyof V] & string;

interface Common<V extends Record<string, unknown>> {
  admin: AdminForm<V>;
  label: string;
  /** for a gallery (`multiple`), 'In this order' unless given */
  description?: string;
}

type Props<V extends Record<string, unknown>> = Common<V> &
  (
    | { field: IdField<V>; multiple?: false; initial: ImageDto | null | undefined }
    | { field: IdsField<V>; multiple: true; initial: ImageDto[] | undefined }
  );

export function ImageField<V extends Record<string, unknown>>(p: Props<V>) {
  const { admin, field } = p;
  const [images, setImages] = useState<ImageDto[]>(() =>
    p.multiple ? (p.initial ?? []) : p.initial ? [p.initial] : [],
  );
  return (
    <ImageUploader
      label={p.label}
      description={p.description ?? (p.multiple ? 'In this order' : undefined)}
      multiple={p.multiple}
      onBusyChange={admin.reportUpload(field)}
      value={images}
      onChange={(next) => {
        setImages(next);
        const ids = next.map((i) => i.id);
        // The field's type was checked by Props; the form's setter only knows paths.
        admin.form.setFieldValue(field, (p.multiple ? ids : (ids[0] ?? null)) as never);
      }}
      error={admin.form.errors[field]}
    />
  );
}
