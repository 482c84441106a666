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

/** A nullable number as its text input holds it: '' for none. */
export const numberText = (v: number | null | undefined) => (v == null ? '' : String(v));

/** The fields of every item with a public page: its title, its address and its status (a new one is inactive). */
export const pageValues = (item: { title: string; slug: string; status: '0' | '1' } | null) => ({
  title: textValue(item?.title),
  slug: textValue(item?.slug),
  status: item?.status ?? ('0' as '0' | '1'),
});
