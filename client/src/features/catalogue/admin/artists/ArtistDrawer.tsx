import { slugPattern } from '#shared/public-kinds';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { ARTIST_MARKETS, type ArtistDto, artistInput } from '#shared/schemas/artist';
import type { PublicationDto } from '#shared/schemas/publication';
import { SlugField } from '#client/components/admin/SlugField';
import { fieldProps, itemIds, numberText as num, textValue as text } from '#client/components/admin/field-props';
import { FormDrawer, FormSection, formTitles } from '#client/components/admin/FormDrawer';
import { ImageField } from '#client/components/admin/ImageField';
import { RichTextField } from '#client/components/admin/RichTextField';
import { StatusField } from '#client/components/admin/StatusField';
import { ItemHistory } from '#client/features/history/ItemHistory';
import { type EditTarget, useEditedItem } from '#client/components/admin/use-edit-param';
import { useAdminForm } from '#client/components/admin/useAdminForm';
import { useArtist, useArtistPublications, useSaveArtist } from '#client/features/catalogue/api';
import { PublicationsPicker } from '#client/features/catalogue/CataloguePickers';
import { LookupPicker } from '#client/features/catalogue/admin/pickers/LookupPicker';

/** The artist form: a new artist, or one loaded by id together with their publications. */
export function ArtistDrawer({ id, onClose }: { id: EditTarget; onClose: () => void }) {
  const artist = useEditedItem(id, useArtist);
  const pubs = useEditedItem(id, useArtistPublications);
  if (artist === undefined || pubs === undefined) return <FormDrawer title="Edit artist" onClose={onClose} />;
  return <ArtistForm artist={artist} publications={pubs?.list ?? []} onClose={onClose} />;
}

const MARKET_OPTIONS = ARTIST_MARKETS.map((m) => ({ value: m, label: m === 'primary' ? 'Primary' : 'Secondary' }));
const sameIds = (a: number[], b: number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

interface FormProps {
  artist: ArtistDto | null;
  publications: PublicationDto[];
  onClose: () => void;
}

function ArtistForm({ artist: a, publications, onClose }: FormProps) {
  const save = useSaveArtist();
  const savedPubs = publications.map((p) => p.id);
  const admin = useAdminForm({
    initialValues: {
      first_name: a?.first_name ?? '',
      last_name: a?.last_name ?? '',
      slug: text(a?.slug),
      status: a?.status ?? '0',
      birth_year: num(a?.birth_year),
      death_year: num(a?.death_year),
      location: text(a?.location),
      market: text(a?.market) as string,
      regions: itemIds(a?.regions),
      header_image_id: a?.header_image_id ?? null,
      biography: text(a?.biography),
      publications: savedPubs,
    },
    schema: artistInput,
    // The artist's publications are their own call (PUT /admin/artist/{id}/publications).
    save: ({ publications: pubIds, ...values }) =>
      save(a?.id ?? null, values, sameIds(pubIds, savedPubs) ? undefined : pubIds),
    onSaved: onClose,
  });
  const { form } = admin;

  return (
    <FormDrawer {...formTitles('artist', a && `Edit ${a.full_name}`)} onClose={onClose} form={admin}>
      <FormSection title="Artist">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="First name" required data-autofocus {...form.getInputProps('first_name')} />
          <TextInput label="Last name" required {...form.getInputProps('last_name')} />
        </SimpleGrid>
        <SlugField
          form={form}
          address={a && `The address of the artist’s page: ${slugPattern('artist')}`}
          whenNew="Leave empty to make it from the name"
        />
        <StatusField form={form} description="Only active artists show on the public site." />
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
        <LookupPicker kind="regions" label="Regions" known={a?.regions} {...fieldProps(form, 'regions')} />
      </FormSection>
      <FormSection title="Page">
        <ImageField admin={admin} field="header_image_id" label="Header image" initial={a?.header_image} />
        <RichTextField label="Biography" {...form.getInputProps('biography')} />
      </FormSection>
      <FormSection title="Publications">
        <PublicationsPicker
          label="Publications"
          description="Shown on the artist’s page, in this order."
          known={publications.map((p) => ({ id: p.id, title: p.title }))}
          {...fieldProps(form, 'publications')}
        />
      </FormSection>
      {a && <ItemHistory type="artist" id={a.id} />}
    </FormDrawer>
  );
}
