import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ARTIST_MARKETS, type ArtistDto, artistInput } from '#shared/schemas/artist';
import type { ImageDto } from '#shared/schemas/image';
import type { PublicationDto } from '#shared/schemas/publication';
import { PublicationsPicker } from '../../../../components/admin/CataloguePickers';
import { FormDrawer, FormSection } from '../../../../components/admin/FormDrawer';
import { ImageUploader } from '../../../../components/admin/ImageUploader';
import { LookupPicker } from '../../../../components/admin/LookupPicker';
import { RichTextField } from '../../../../components/admin/RichTextField';
import type { Editing } from '../../../../components/admin/use-edit-param';
import { useUploadsBusy } from '../../../../components/admin/use-uploads-busy';
import { useAdminForm } from '../../../../components/admin/useAdminForm';
import { trpc } from '../../../../lib/trpc';
import { StatusField } from '../StatusField';

interface Props {
  id: Exclude<Editing, undefined>;
  onClose: () => void;
}

/** The artist form: a new artist, or one loaded by id together with their publications. */
export function ArtistDrawer({ id, onClose }: Props) {
  const editing = id !== 'new';
  const artist = trpc.catalogueAdmin.artist.useQuery({ id: id as number }, { enabled: editing });
  const pubs = trpc.catalogueAdmin.artistPublications.useQuery({ id: id as number }, { enabled: editing });
  if (editing && (!artist.data || !pubs.data)) return <FormDrawer title="Edit artist" onClose={onClose} />;
  return <ArtistForm artist={editing ? artist.data! : null} publications={pubs.data?.list ?? []} onClose={onClose} />;
}

const MARKET_OPTIONS = ARTIST_MARKETS.map((m) => ({ value: m, label: m === 'primary' ? 'Primary' : 'Secondary' }));
const text = (v: string | null | undefined) => v ?? '';
const num = (v: number | null | undefined) => (v == null ? '' : String(v));
const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

interface FormProps {
  artist: ArtistDto | null;
  publications: PublicationDto[];
  onClose: () => void;
}

function ArtistForm({ artist: a, publications, onClose }: FormProps) {
  const utils = trpc.useUtils();
  const create = trpc.catalogueAdmin.createArtist.useMutation({ meta: { handlesErrors: true } });
  const update = trpc.catalogueAdmin.updateArtist.useMutation({ meta: { handlesErrors: true } });
  const setPubs = trpc.catalogueAdmin.setArtistPublications.useMutation({ meta: { handlesErrors: true } });
  const [header, setHeader] = useState<ImageDto[]>(a?.header_image ? [a.header_image] : []);
  const savedPubs = publications.map((p) => p.id);

  const uploads = useUploadsBusy();
  const { form, onSubmit, saving } = useAdminForm({
    initialValues: {
      first_name: a?.first_name ?? '',
      last_name: a?.last_name ?? '',
      slug: text(a?.slug),
      status: a?.status ?? '0',
      birth_year: num(a?.birth_year),
      death_year: num(a?.death_year),
      location: text(a?.location),
      market: text(a?.market) as string,
      regions: a?.regions.map((r) => r.id) ?? [],
      header_image_id: a?.header_image_id ?? null,
      biography: text(a?.biography),
      publications: savedPubs,
    },
    schema: artistInput,
    save: async ({ publications: pubIds, ...values }) => {
      const saved = a ? await update.mutateAsync({ id: a.id, ...values }) : await create.mutateAsync(values);
      // The artist's publications are their own call (PUT /admin/artist/{id}/publications).
      if (!sameIds(pubIds, savedPubs)) await setPubs.mutateAsync({ id: saved.item.id, publications: pubIds });
      return saved;
    },
    onSaved: (saved) => {
      void utils.catalogueAdmin.artists.invalidate();
      void utils.catalogueAdmin.artist.invalidate({ id: saved.item.id });
      void utils.catalogueAdmin.artistPublications.invalidate({ id: saved.item.id });
      void utils.catalogueAdmin.filters.invalidate();
      onClose();
    },
  });

  return (
    <FormDrawer
      title={a ? `Edit ${a.full_name}` : 'New artist'}
      onClose={onClose}
      onSubmit={onSubmit}
      saving={saving}
      uploading={uploads.uploading}
      submitLabel={a ? 'Save' : 'Create artist'}
    >
      <FormSection title="Artist">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="First name" required data-autofocus {...form.getInputProps('first_name')} />
          <TextInput label="Last name" required {...form.getInputProps('last_name')} />
        </SimpleGrid>
        <TextInput
          label="Slug"
          description={a ? 'The address of the artist’s page: /artists/<slug>' : 'Leave empty to make it from the name'}
          {...form.getInputProps('slug')}
        />
        <StatusField
          value={form.values.status}
          onChange={(v) => form.setFieldValue('status', v as '0' | '1')}
          error={form.errors.status}
          description="Only active artists show on the public site."
        />
      </FormSection>
      <FormSection title="Life and place">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Birth year" inputMode="numeric" {...form.getInputProps('birth_year')} />
          <TextInput label="Death year" inputMode="numeric" {...form.getInputProps('death_year')} />
          <TextInput label="Location" placeholder="City, country" {...form.getInputProps('location')} />
          <Select
            label="Market"
            data={MARKET_OPTIONS}
            clearable
            placeholder="Not set"
            {...form.getInputProps('market')}
            value={form.values.market || null}
            onChange={(v) => form.setFieldValue('market', v ?? '')}
          />
        </SimpleGrid>
        <LookupPicker
          kind="regions"
          label="Regions"
          known={a?.regions}
          value={form.values.regions}
          onChange={(ids) => form.setFieldValue('regions', ids)}
          error={form.errors.regions}
        />
      </FormSection>
      <FormSection title="Page">
        <ImageUploader
          label="Header image"
          onBusyChange={uploads.report('header_image')}
          value={header}
          onChange={(images) => {
            setHeader(images);
            form.setFieldValue('header_image_id', images[0]?.id ?? null);
          }}
          error={form.errors.header_image_id}
        />
        <RichTextField label="Biography" {...form.getInputProps('biography')} />
      </FormSection>
      <FormSection title="Publications">
        <PublicationsPicker
          label="Publications"
          description="Shown on the artist’s page, in this order."
          known={publications.map((p) => ({ id: p.id, title: p.title }))}
          value={form.values.publications}
          onChange={(ids) => form.setFieldValue('publications', ids)}
          error={form.errors.publications}
        />
      </FormSection>
    </FormDrawer>
  );
}
