import { slugPattern } from '#shared/public-kinds';
import { Alert, SimpleGrid, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { hasRandomPart } from '#shared/private-address';
import { type ViewingRoomDto, viewingRoomInput } from '#shared/schemas/viewing-room';
import { fieldProps, itemIds, pageValues, textValues } from '#client/components/admin/field-props';
import { FormDrawer, FormSection, formTitles } from '#client/components/admin/FormDrawer';
import { editedItemDrawer, type ItemFormProps } from '#client/components/admin/edited-item-drawer';
import { SlugField } from '#client/components/admin/SlugField';
import { ImageField } from '#client/components/admin/ImageField';
import { RichTextField } from '#client/components/admin/RichTextField';
import { StatusField } from '#client/components/admin/StatusField';
import { useAdminForm } from '#client/components/admin/useAdminForm';
import { ArtworksPicker } from '#client/features/catalogue/CataloguePickers';
import { useSaveViewingRoom, useViewingRoom } from '#client/features/events/api';
import { ExhibitionSelect } from '#client/features/events/admin/ExhibitionSelect';

/** The form of a private viewing room, new or loaded by id. */
export const ViewingRoomDrawer = editedItemDrawer(useViewingRoom, 'Edit viewing room', ViewingRoomForm);

function ViewingRoomForm({ item: r, onClose }: ItemFormProps<ViewingRoomDto>) {
  const save = useSaveViewingRoom();
  const admin = useAdminForm({
    initialValues: {
      ...pageValues(r),
      ...textValues(r, ['description', 'opens_at', 'closes_at']),
      exhibition_id: r?.exhibition_id ?? null,
      header_image_id: r?.header_image_id ?? null,
      images: itemIds(r?.images),
      artworks: itemIds(r?.artworks),
    },
    schema: viewingRoomInput,
    save: (values) => save(r?.id ?? null, values),
    onSaved: onClose,
  });
  const { form } = admin;
  // The address is the room's only lock: a typed one without a random part is said to be guessable.
  const slug = form.values.slug.trim();
  const guessable = slug !== '' && !hasRandomPart(slug);

  return (
    <FormDrawer {...formTitles('viewing room', r && `Edit ${r.title}`)} onClose={onClose} form={admin}>
      <FormSection title="Viewing room">
        <TextInput label="Title" required data-autofocus {...form.getInputProps('title')} />
        <SlugField
          form={form}
          address={r && `The private address: ${slugPattern('viewingRoom')}. Only those given the link can open it.`}
          whenNew="Leave empty for the title and a random part nobody can guess"
        />
        {guessable && (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} role="status" p="xs">
            <Text size="sm">
              Anyone who guesses this address can open the room: it has no random part. Empty the slug to get one (the
              title, then 13 random letters and digits), or end it with your own.
            </Text>
          </Alert>
        )}
        <StatusField form={form} description="An inactive or closed room answers 404." />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Opens" type="date" description="Empty: open now" {...form.getInputProps('opens_at')} />
          <TextInput
            label="Closes"
            type="date"
            description="Empty: never closes"
            {...form.getInputProps('closes_at')}
          />
        </SimpleGrid>
        <ExhibitionSelect
          label="Exhibition"
          description="Linked from the room’s page"
          known={r?.exhibition}
          {...fieldProps(form, 'exhibition_id')}
        />
      </FormSection>
      <FormSection title="Page">
        <ImageField admin={admin} field="header_image_id" label="Header image" initial={r?.header_image} />
        <RichTextField label="Description" {...form.getInputProps('description')} />
        <ImageField admin={admin} field="images" multiple label="Images" initial={r?.images} />
      </FormSection>
      <FormSection title="Artworks">
        <ArtworksPicker label="Artworks" known={r?.artworks} {...fieldProps(form, 'artworks')} />
      </FormSection>
    </FormDrawer>
  );
}
