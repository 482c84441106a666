import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { postInput, type PostDto } from '#shared/schemas/post';
import { fieldProps, itemIds, pageValues, textValues } from '#client/components/admin/field-props';
import { SlugField } from '#client/components/admin/SlugField';
import { FormDrawer, FormSection, formTitles } from '#client/components/admin/FormDrawer';
import { ImageField } from '#client/components/admin/ImageField';
import { RichTextField } from '#client/components/admin/RichTextField';
import { StatusField } from '#client/components/admin/StatusField';
import { type EditTarget, useEditedItem } from '#client/components/admin/use-edit-param';
import { useAdminForm } from '#client/components/admin/useAdminForm';
import { POST_HOOKS, type PostKindKey } from '#client/features/media/api';
import { POST_SCREENS, PublicLink } from './post-screens';
import { PublishAtField, publishInput } from '#client/features/media/admin/publish-at';
import { TagsPicker } from './TagsPicker';

const formValues = (p: PostDto | null) => ({
  ...pageValues(p),
  ...textValues(p, ['author', 'source', 'external_url', 'excerpt', 'body']),
  date_published: publishInput(p?.date_published),
  header_image_id: p?.header_image_id ?? null,
  tags: itemIds(p?.tags),
});

/** The form of a news item, a press release or a blog post, new or loaded by id. */
export function PostDrawer({ kind, id, onClose }: { kind: PostKindKey; id: EditTarget; onClose: () => void }) {
  const post = useEditedItem(id, POST_HOOKS[kind].useItem);
  if (post === undefined) return <FormDrawer title={`Edit ${POST_SCREENS[kind].nouns.one}`} onClose={onClose} />;
  return <PostForm kind={kind} post={post} onClose={onClose} />;
}

function PostForm({ kind, post: p, onClose }: { kind: PostKindKey; post: PostDto | null; onClose: () => void }) {
  const screen = POST_SCREENS[kind];
  const save = POST_HOOKS[kind].useSave();
  const admin = useAdminForm({
    initialValues: formValues(p),
    schema: postInput,
    save: (values) => save(p?.id ?? null, values),
    onSaved: onClose,
  });
  const { form } = admin;

  return (
    <FormDrawer {...formTitles(screen.nouns.one, p && `Edit ${p.title}`)} onClose={onClose} form={admin}>
      {p && <PublicLink screen={screen} post={p} />}
      <FormSection title="Post">
        <TextInput label="Title" required data-autofocus {...form.getInputProps('title')} />
        <SlugField form={form} address={p && `The address of the page: ${screen.pagePath}/<slug>`} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Author" {...form.getInputProps('author')} />
          {screen.source && (
            <TextInput label="Source" placeholder="The Textile Review" {...form.getInputProps('source')} />
          )}
        </SimpleGrid>
        {screen.source && (
          <TextInput
            label="Link to the article"
            placeholder="https://…"
            type="url"
            {...form.getInputProps('external_url')}
          />
        )}
        <TagsPicker known={p?.tags} {...fieldProps(form, 'tags')} />
      </FormSection>

      <FormSection title="Publishing">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <StatusField form={form} description="Only active posts are public." />
          <PublishAtField form={form} />
        </SimpleGrid>
      </FormSection>

      <FormSection title="Text">
        <ImageField admin={admin} field="header_image_id" label="Header image" initial={p?.header_image} />
        <RichTextField label="Body" {...form.getInputProps('body')} />
        <Textarea
          label="Excerpt"
          description="The summary on cards and in the feed; made from the body when empty"
          autosize
          minRows={2}
          maxRows={5}
          {...form.getInputProps('excerpt')}
        />
      </FormSection>
    </FormDrawer>
  );
}
