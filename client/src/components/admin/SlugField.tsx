import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

interface Props {
  /** a form with a `slug` field */
  form: UseFormReturnType<{ slug: string }>;
  /** under an item's slug: where its page is ('The page’s address: /advisory/<slug>'); none on a new item */
  address: string | false | null;
  /** under a new item's slug, where the server makes one when it is left empty */
  whenNew?: string;
}

/** The page's address: on a new item it may stay empty, and the server makes it from the title. */
export function SlugField({ form, address, whenNew = 'Leave empty to make it from the title' }: Props) {
  return <TextInput label="Slug" description={address || whenNew} {...form.getInputProps('slug')} />;
}
