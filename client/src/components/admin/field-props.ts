import type { UseFormReturnType } from '@mantine/form';

/**
 * A picker's value, onChange and error, bound to one form field. Mantine's `getInputProps` does the
 * same for inputs but types the value `any`; pickers hold ids, and this keeps their type.
 */
export const fieldProps = <V extends Record<string, unknown>, K extends keyof V & string>(
  form: UseFormReturnType<V>,
  field: K,
) => ({
  value: form.values[field],
  // The field's type was checked by K; the form's setter only knows paths.
  onChange: (value: V[K]) => form.setFieldValue(field, value as never),
  error: form.errors[field],
});

/** A nullable text as its input holds it: '' for none. */
export const textValue = (v: string | null | undefined) => v ?? '';

/** The fields of T that hold a text (or none). */
type TextKey<T> = { [P in keyof T]-?: T[P] extends string | null | undefined ? P : never }[keyof T] & string;

/** The item's text fields as their inputs hold them: '' for none, and all '' for a new item. */
export const textValues = <T, K extends TextKey<T>>(item: T | null, keys: readonly K[]) =>
  // K holds only text fields of T: the cast says no more than its constraint.
  Object.fromEntries(keys.map((key) => [key, textValue(item?.[key] as string | null | undefined)])) as Record<
    K,
    string
  >;

/** The ids of the items a picker holds ([] for none, and for a new item). */
export const itemIds = (items: readonly { id: number }[] | undefined) => items?.map((i) => i.id) ?? [];

/** A nullable number as its text input holds it: '' for none. */
export const numberText = (v: number | null | undefined) => (v == null ? '' : String(v));

/** The fields of every item with a public page: its title, its address and its status (a new one is inactive). */
export const pageValues = (item: { title: string; slug: string; status: '0' | '1' } | null) => ({
  title: textValue(item?.title),
  slug: textValue(item?.slug),
  status: item?.status ?? ('0' as '0' | '1'),
});
