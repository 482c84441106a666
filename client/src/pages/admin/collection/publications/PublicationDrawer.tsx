import { SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { ImageDto } from '#shared/schemas/image';
import { type PublicationDto, publicationInput } from '#shared/schemas/publication';
import { ArtistsPicker } from '../../../../components/admin/CataloguePickers';
import { FormDrawer, FormSection } from '../../../../components/admin/FormDrawer';
import { ImageUploader } from '../../../../components/admin/ImageUploader';
import type { Editing } from '../../../../components/admin/use-edit-param';
import { useUploadsBusy } from '../../../../components/admin/use-uploads-busy';
import { useAdminForm } from '../../../../components/admin/useAdminForm';
import { trpc } from '../../../../lib/trpc';
import { StatusField } from '../StatusField';

interface Props {
  id: Exclude<Editing, undefined>;
  onClose: () => void;
}

/** The publication form: a new one, or the one loaded by id. */
export function PublicationDrawer({ id, onClose }: Props) {
  const query = trpc.catalogueAdmin.publication.useQuery({ id: id as number }, { enabled: id !== 'new' });
  if (id !== 'new' && !query.data) return <FormDrawer title="Edit publication" onClose={onClose} size="lg" />;
  return <PublicationForm publication={id === 'new' ? null : query.data!} onClose={onClose} />;
}

const text = (v: string | null) => v ?? '';

function PublicationForm({ publication: p, onClose }: { publication: PublicationDto | null; onClose: () => void }) {
  const utils = trpc.useUtils();
  const create = trpc.catalogueAdmin.createPublication.useMutation({ meta: { handlesErrors: true } });
  const update = trpc.catalogueAdmin.updatePublication.useMutation({ meta: { handlesErrors: true } });
  const [image, setImage] = useState<ImageDto[]>(p?.image ? [p.image] : []);
  const uploads = useUploadsBusy();
  const { form, onSubmit, saving } = useAdminForm({
    initialValues: {
      title: p?.title ?? '',
      type: text(p?.type ?? null),
      author: text(p?.author ?? null),
      publisher: text(p?.publisher ?? null),
      year: p?.year == null ? '' : String(p.year),
      url: text(p?.url ?? null),
      image_id: p?.image_id ?? null,
      status: p?.status ?? '0',
      artist_ids: p?.artists.map((a) => a.id) ?? [],
    },
    schema: publicationInput,
    save: (values) => (p ? update.mutateAsync({ id: p.id, ...values }) : create.mutateAsync(values)),
    onSaved: () => {
      void utils.catalogueAdmin.publications.invalidate();
      if (p) void utils.catalogueAdmin.publication.invalidate({ id: p.id });
      onClose();
    },
  });

  return (
    <FormDrawer
      title={p ? 'Edit publication' : 'New publication'}
      onClose={onClose}
      onSubmit={onSubmit}
      saving={saving}
      uploading={uploads.uploading}
      submitLabel={p ? 'Save' : 'Create publication'}
      size="lg"
    >
      <FormSection title="Publication">
        <TextInput label="Title" required data-autofocus {...form.getInputProps('title')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Type" placeholder="Catalogue, book, article…" {...form.getInputProps('type')} />

          <TextInput label="Year" inputMode="numeric" {...form.getInputProps('year')} />

          <TextInput label="Author" {...form.getInputProps('author')} />

          <TextInput label="Publisher" {...form.getInputProps('publisher')} />
        </SimpleGrid>
        <TextInput label="Link" type="url" placeholder="https://" {...form.getInputProps('url')} />
        <StatusField
          value={form.values.status}
          onChange={(v) => form.setFieldValue('status', v as '0' | '1')}
          error={form.errors.status}
        />
      </FormSection>
      <FormSection title="Artists">
        <ArtistsPicker
          label="Artists"
          description="The publication shows on each of their pages."
          known={p?.artists.map((a) => ({ id: a.id, title: a.full_name }))}
          value={form.values.artist_ids}
          onChange={(ids) => form.setFieldValue('artist_ids', ids)}
          error={form.errors.artist_ids}
        />
      </FormSection>
      <FormSection title="Cover">
        <ImageUploader
          label="Cover image"
          onBusyChange={uploads.report('cover_image')}
          value={image}
          onChange={(images) => {
            setImage(images);
            form.setFieldValue('image_id', images[0]?.id ?? null);
          }}
          error={form.errors.image_id}
        />
      </FormSection>
    </FormDrawer>
  );
}
