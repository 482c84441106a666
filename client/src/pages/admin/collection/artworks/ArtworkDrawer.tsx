import { Badge, Checkbox, Group, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { CONDITIONS, SALE_STATUSES } from '#shared/constants';
import { type ArtworkDto, artworkInput } from '#shared/schemas/artwork';
import type { ImageDto } from '#shared/schemas/image';
import { ArtistSelect } from '../../../../components/admin/CataloguePickers';
import { FormDrawer, FormSection } from '../../../../components/admin/FormDrawer';
import { ImageUploader } from '../../../../components/admin/ImageUploader';
import { type LookupKind, LookupPicker } from '../../../../components/admin/LookupPicker';
import { RichTextField } from '../../../../components/admin/RichTextField';
import type { Editing } from '../../../../components/admin/use-edit-param';
import { useUploadsBusy } from '../../../../components/admin/use-uploads-busy';
import { useAdminForm } from '../../../../components/admin/useAdminForm';
import { trpc } from '../../../../lib/trpc';
import { StatusField } from '../StatusField';
import { artworkFormValues } from './artwork-form-values';
import { DimensionRows } from './DimensionRows';

interface Props {
  id: Exclude<Editing, undefined>;
  onClose: () => void;
}

/** The artwork form: a new work, or one loaded by id. */
export function ArtworkDrawer({ id, onClose }: Props) {
  const query = trpc.catalogueAdmin.artwork.useQuery({ id: id as number }, { enabled: id !== 'new' });
  if (id !== 'new' && !query.data) return <FormDrawer title="Edit artwork" onClose={onClose} />;
  return <ArtworkForm artwork={id === 'new' ? null : query.data!} onClose={onClose} />;
}

type LookupField = 'art_types' | 'materials' | 'colors' | 'regions' | 'periods';
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const AVAILABILITY_OPTIONS = SALE_STATUSES.map((s, i) => ({ value: String(i), label: capitalise(s) }));
const CONDITION_OPTIONS = CONDITIONS.map((c, i) => ({ value: String(i), label: c }));

function ArtworkForm({ artwork: a, onClose }: { artwork: ArtworkDto | null; onClose: () => void }) {
  const utils = trpc.useUtils();
  const create = trpc.catalogueAdmin.createArtwork.useMutation({ meta: { handlesErrors: true } });
  const update = trpc.catalogueAdmin.updateArtwork.useMutation({ meta: { handlesErrors: true } });
  const [header, setHeader] = useState<ImageDto[]>(a?.header_image ? [a.header_image] : []);
  const [search, setSearch] = useState<ImageDto[]>(a?.search_image ? [a.search_image] : []);
  const [product, setProduct] = useState<ImageDto[]>(a?.product_images ?? []);

  const uploads = useUploadsBusy();
  const { form, onSubmit, saving } = useAdminForm({
    initialValues: artworkFormValues(a),
    schema: artworkInput,
    save: (values) => (a ? update.mutateAsync({ id: a.id, ...values }) : create.mutateAsync(values)),
    onSaved: (saved) => {
      void utils.catalogueAdmin.artworks.invalidate();
      void utils.catalogueAdmin.artwork.invalidate({ id: saved.item.id });
      void utils.catalogueAdmin.artists.invalidate();
      onClose();
    },
  });

  const lookup = (kind: LookupKind, field: LookupField, label: string) => (
    <LookupPicker
      kind={kind}
      label={label}
      known={a?.[field]}
      value={form.values[field]}
      onChange={(ids) => form.setFieldValue(field, ids)}
      error={form.errors[field]}
    />
  );

  return (
    <FormDrawer
      title={a ? `Edit “${a.title}”` : 'New artwork'}
      onClose={onClose}
      onSubmit={onSubmit}
      saving={saving}
      uploading={uploads.uploading}
      submitLabel={a ? 'Save' : 'Create artwork'}
    >
      <FormSection title="Artwork">
        <TextInput label="Title" required data-autofocus {...form.getInputProps('title')} />
        <ArtistSelect
          label="Artist"
          required
          known={a ? { id: a.artist.id, title: a.artist.title } : null}
          value={form.values.artist_id}
          onChange={(v) => form.setFieldValue('artist_id', v)}
          error={form.errors.artist_id}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Slug"
            description={a ? 'The address: /artworks/<slug>' : 'Leave empty to make it from the title'}
            {...form.getInputProps('slug')}
          />
          <TextInput
            label="SKU"
            description={a ? 'The gallery’s stock number' : 'Leave empty to have one made'}
            {...form.getInputProps('sku')}
          />
        </SimpleGrid>
        <Group gap="xl" align="flex-end">
          <StatusField
            value={form.values.status}
            onChange={(v) => form.setFieldValue('status', v as '0' | '1')}
            error={form.errors.status}
          />
          <Checkbox
            label="Featured"
            description="Leads the shop page"
            {...form.getInputProps('featured', { type: 'checkbox' })}
          />
        </Group>
      </FormSection>

      <FormSection title="Sale">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <TextInput
            label="Price"
            leftSection="$"
            inputMode="numeric"
            description="Whole dollars"
            {...form.getInputProps('price')}
          />
          <Select
            label="Availability"
            data={AVAILABILITY_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps('availability')}
          />
          <Select
            label="Condition"
            data={CONDITION_OPTIONS}
            clearable
            placeholder="Not set"
            {...form.getInputProps('condition')}
          />
        </SimpleGrid>
      </FormSection>

      <FormSection title="Details">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Year" inputMode="numeric" {...form.getInputProps('year')} />
          <TextInput label="Medium" placeholder="Wool, silk and linen" {...form.getInputProps('medium')} />
        </SimpleGrid>
        <DimensionRows form={form} />
      </FormSection>

      <FormSection title="Classification">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {lookup('artTypes', 'art_types', 'Art types')}
          {lookup('materials', 'materials', 'Materials')}
          {lookup('colors', 'colors', 'Colors')}
          {lookup('regions', 'regions', 'Regions')}
          {lookup('periods', 'periods', 'Periods')}
        </SimpleGrid>
      </FormSection>

      <FormSection title="Images">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <ImageUploader
            label="Header image"
            onBusyChange={uploads.report('header_image')}
            description="The large image of the artwork page"
            value={header}
            onChange={(images) => {
              setHeader(images);
              form.setFieldValue('header_image_id', images[0]?.id ?? null);
            }}
            error={form.errors.header_image_id}
          />
          <ImageUploader
            label="Search image"
            onBusyChange={uploads.report('search_image')}
            description="Shown in lists and search results"
            value={search}
            onChange={(images) => {
              setSearch(images);
              form.setFieldValue('search_image_id', images[0]?.id ?? null);
            }}
            error={form.errors.search_image_id}
          />
        </SimpleGrid>
        <ImageUploader
          label="Product images"
          onBusyChange={uploads.report('product_images')}
          description="The gallery of the artwork page, in this order"
          multiple
          value={product}
          onChange={(images) => {
            setProduct(images);
            form.setFieldValue(
              'product_image_ids',
              images.map((i) => i.id),
            );
          }}
          error={form.errors.product_image_ids}
        />
      </FormSection>

      <FormSection title="Texts">
        <RichTextField label="Description" {...form.getInputProps('description')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Acquisition" placeholder="Gift of …" {...form.getInputProps('acquisition')} />
          <TextInput
            label="Acquired on"
            type="date"
            description="Lists the work under Acquisitions"
            {...form.getInputProps('acquired_at')}
          />
        </SimpleGrid>
      </FormSection>

      {a && a.exhibitions.length > 0 && (
        <FormSection title="Exhibitions">
          <Text size="sm" c="dimmed">
            Shown in these exhibitions (change them on the exhibition):
          </Text>
          <Group gap="xs">
            {a.exhibitions.map((e) => (
              <Badge key={e.id} variant="light" color="gray" tt="none">
                {e.title}
              </Badge>
            ))}
          </Group>
        </FormSection>
      )}
    </FormDrawer>
  );
}
