import { slugPattern } from '#shared/public-kinds';
import { Checkbox, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { type ArtworkLookup, CONDITIONS, SALE_STATUSES } from '#shared/constants';
import { type ArtworkDto, artworkInput } from '#shared/schemas/artwork';
import { fieldProps } from '#client/components/admin/field-props';
import { SlugField } from '#client/components/admin/SlugField';
import { FormDrawer, FormSection, formTitles } from '#client/components/admin/FormDrawer';
import { editedItemDrawer, type ItemFormProps } from '#client/components/admin/edited-item-drawer';
import { ImageField } from '#client/components/admin/ImageField';
import { RichTextField } from '#client/components/admin/RichTextField';
import { StatusField } from '#client/components/admin/StatusField';
import { useAdminForm } from '#client/components/admin/useAdminForm';
import { type LookupKind, useArtwork, useSaveArtwork } from '#client/features/catalogue/api';
import { ArtistSelect, ExhibitionsPicker } from '#client/features/catalogue/CataloguePickers';
import { LookupPicker } from '#client/features/catalogue/admin/pickers/LookupPicker';
import { artworkFormValues } from './artwork-form-values';
import { DimensionRows } from './DimensionRows';
import { ItemHistory } from '#client/features/history/ItemHistory';

/** The artwork form: a new work, or one loaded by id. */
export const ArtworkDrawer = editedItemDrawer(useArtwork, 'Edit artwork', ArtworkForm);

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const AVAILABILITY_OPTIONS = SALE_STATUSES.map((s, i) => ({ value: String(i), label: capitalise(s) }));
const CONDITION_OPTIONS = CONDITIONS.map((c, i) => ({ value: String(i), label: c }));

function ArtworkForm({ item: a, onClose }: ItemFormProps<ArtworkDto>) {
  const save = useSaveArtwork();
  const admin = useAdminForm({
    initialValues: artworkFormValues(a),
    schema: artworkInput,
    save: (values) => save(a?.id ?? null, values),
    onSaved: onClose,
  });
  const { form } = admin;

  const lookup = (kind: LookupKind, field: ArtworkLookup, label: string) => (
    <LookupPicker kind={kind} label={label} known={a?.[field]} {...fieldProps(form, field)} />
  );

  return (
    <FormDrawer {...formTitles('artwork', a && `Edit “${a.title}”`)} onClose={onClose} form={admin}>
      <FormSection title="Artwork">
        <TextInput label="Title" required data-autofocus {...form.getInputProps('title')} />
        <ArtistSelect
          label="Artist"
          required
          known={a ? { id: a.artist.id, title: a.artist.title } : null}
          {...fieldProps(form, 'artist_id')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <SlugField form={form} address={a && `The address: ${slugPattern('artwork')}`} />
          <TextInput
            label="SKU"
            description={a ? 'The gallery’s stock number' : 'Leave empty to have one made'}
            {...form.getInputProps('sku')}
          />
        </SimpleGrid>
        <Group gap="xl" align="flex-end">
          <StatusField form={form} />
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
          <ImageField
            admin={admin}
            field="header_image_id"
            label="Header image"
            description="The large image of the artwork page"
            initial={a?.header_image}
          />
          <ImageField
            admin={admin}
            field="search_image_id"
            label="Search image"
            description="Shown in lists and search results"
            initial={a?.search_image}
          />
        </SimpleGrid>
        <ImageField
          admin={admin}
          field="product_image_ids"
          multiple
          label="Product images"
          description="The gallery of the artwork page, in this order"
          initial={a?.product_images}
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

      <FormSection title="Exhibitions">
        <ExhibitionsPicker
          label="Shown in"
          description="The artwork appears on these exhibitions' pages and lists them under 'Exhibitions'."
          known={a?.exhibitions.map((e) => ({ id: e.id, title: e.title }))}
          {...fieldProps(form, 'exhibitions')}
        />
      </FormSection>
      {a && <ItemHistory type="artwork" id={a.id} />}
    </FormDrawer>
  );
}
