import { ItemHistory } from '#client/features/history/ItemHistory';
import { PUBLIC_KINDS, slugPattern } from '#shared/public-kinds';
import { Checkbox, Group, SimpleGrid, TagsInput, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useNavigate } from 'react-router';
import { eventInput, exhibitionInput, type ShowDto } from '#shared/schemas/events';
import { fieldProps } from '#client/components/admin/field-props';
import { SlugField } from '#client/components/admin/SlugField';
import { FormDrawer, FormSection, formTitles } from '#client/components/admin/FormDrawer';
import { IdSelect } from '#client/components/admin/IdSelect';
import { ImageField } from '#client/components/admin/ImageField';
import { RichTextField } from '#client/components/admin/RichTextField';
import { StatusField } from '#client/components/admin/StatusField';
import { type EditTarget, useEditedItem } from '#client/components/admin/use-edit-param';
import { useAdminForm } from '#client/components/admin/useAdminForm';
import { ArtistsPicker, ArtworksPicker } from '#client/features/catalogue/CataloguePickers';
import { SHOW_HOOKS, type ShowKindKey, useExhibitionTypes } from '#client/features/events/api';
import { ExhibitionSelect } from '#client/features/events/admin/ExhibitionSelect';
import { timeslotsPath } from '#client/features/events/show-paths';
import { type ShowFormValues, showFormValues, showPayload } from './show-form-values';

const NOUN = { exhibition: PUBLIC_KINDS.exhibition.names.one, event: PUBLIC_KINDS.event.names.one } as const;
/** '/exhibitions/<slug>': the address's pattern, as staff read it under the slug field. */
const PATH = { exhibition: slugPattern('exhibition'), event: slugPattern('event') } as const;

/** The form of an exhibition or an event, new or loaded by id; `kind` picks the fields that differ. */
export function ShowDrawer({ kind, id, onClose }: { kind: ShowKindKey; id: EditTarget; onClose: () => void }) {
  const show = useEditedItem(id, SHOW_HOOKS[kind].useItem);
  if (show === undefined) return <FormDrawer title={`Edit ${NOUN[kind]}`} onClose={onClose} />;
  return <ShowForm kind={kind} show={show} onClose={onClose} />;
}

function ShowForm({ kind, show: s, onClose }: { kind: ShowKindKey; show: ShowDto | null; onClose: () => void }) {
  const save = SHOW_HOOKS[kind].useSave();
  const navigate = useNavigate();
  const admin = useAdminForm({
    initialValues: showFormValues(s),
    schema: kind === 'exhibition' ? exhibitionInput : eventInput,
    save: (values) => save(s?.id ?? null, showPayload(kind, values)),
    // A new show has no dates yet: its timeslot editor is the next step (the toast says so).
    onSaved: (result) => (s ? onClose() : void navigate(timeslotsPath(kind, result.item.id))),
  });
  const { form } = admin;

  return (
    <FormDrawer {...formTitles(NOUN[kind], s && `Edit ${s.title}`)} onClose={onClose} form={admin}>
      <FormSection title={kind === 'exhibition' ? 'Exhibition' : 'Event'}>
        <TextInput label="Title" required data-autofocus {...form.getInputProps('title')} />
        <SlugField form={form} address={s && `The address of the page: ${PATH[kind]}`} />
        {kind === 'exhibition' ? <ExhibitionTypeSelect form={form} /> : <EventTypesFields form={form} known={s} />}
        <Group gap="xl" align="flex-end">
          <StatusField form={form} description="Only active ones show on the public site." />
          <Checkbox label="Featured" {...form.getInputProps('featured', { type: 'checkbox' })} />
          <Checkbox label="On the home page" {...form.getInputProps('home_page', { type: 'checkbox' })} />
        </Group>
      </FormSection>

      <FormSection title="When and where">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Start date" type="date" {...form.getInputProps('start_date')} />
          <TextInput label="End date" type="date" {...form.getInputProps('end_date')} />
        </SimpleGrid>
        <TextInput
          label="Dates line"
          placeholder="March 5 – May 2, 2027"
          description="As visitors read it; made from the two dates when empty"
          {...form.getInputProps('dates')}
        />
        <TextInput label="Location" {...form.getInputProps('location')} />
      </FormSection>

      <FormSection title="Texts">
        <RichTextField label="Description" {...form.getInputProps('description')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Sponsors" {...form.getInputProps('sponsors')} />
          <TextInput label="Copyright" {...form.getInputProps('copyright')} />
        </SimpleGrid>
      </FormSection>

      <FormSection title="Images">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <ImageField admin={admin} field="header_image_id" label="Header image" initial={s?.header_image} />
          <ImageField
            admin={admin}
            field="home_page_image_id"
            label="Home page image"
            description="Shown when the home page features it"
            initial={s?.home_page_image}
          />
        </SimpleGrid>
        <ImageField admin={admin} field="images" multiple label="Gallery images" initial={s?.images} />
      </FormSection>

      <FormSection title="Works and artists">
        <ArtworksPicker label="Artworks" known={s?.artworks} {...fieldProps(form, 'artworks')} />
        <ArtistsPicker
          label="Artists"
          known={s?.artists.map((a) => ({ id: a.id, title: a.full_name }))}
          {...fieldProps(form, 'artists')}
        />
      </FormSection>
      {s && <ItemHistory type={kind} id={s.id} />}
    </FormDrawer>
  );
}

type FormApi = UseFormReturnType<ShowFormValues>;

function ExhibitionTypeSelect({ form }: { form: FormApi }) {
  const types = useExhibitionTypes().data?.list;
  return (
    <IdSelect
      label="Type"
      clearable
      placeholder="Not set"
      options={types}
      {...fieldProps(form, 'exhibition_type_id')}
    />
  );
}

function EventTypesFields({ form, known }: { form: FormApi; known: ShowDto | null }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TagsInput
        label="Types"
        description="Press Enter after each, e.g. Artist talk"
        {...form.getInputProps('types')}
      />
      <ExhibitionSelect
        label="Exhibition"
        description="The exhibition this event belongs to"
        known={known?.exhibition}
        {...fieldProps(form, 'exhibition_id')}
      />
    </SimpleGrid>
  );
}
