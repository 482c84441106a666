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
