// One create/edit form of the back office, wherever it sits (modal, drawer or page): validated by the
// shared zod schema, saved by a mutation, the server's message toasted, 422 messages under fields.
// It also knows whether an image field is still uploading, so that Save can wait for it.
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import type { z } from 'zod';
import { toastSuccess } from '#client/lib/toast';
import { zodValidate } from '#client/lib/form-validate';
import { reportFormError } from './mutation-errors';
import { useUploadsBusy } from './use-uploads-busy';

interface Options<Values extends Record<string, unknown>, Result extends { message: string }> {
  initialValues: Values;
  /** the same schema as the procedure's input */
  schema: z.ZodType;
  /** runs the mutation (mutateAsync) with the form's values */
  save: (values: Values) => Promise<Result>;
  onSaved?: (result: Result, form: UseFormReturnType<Values>) => void;
}

export const useAdminForm = <Values extends Record<string, unknown>, Result extends { message: string }>({
  initialValues,
  schema,
  save,
  onSaved,
}: Options<Values, Result>) => {
  const form = useForm<Values>({ initialValues, validate: zodValidate(schema) });
  const [saving, setSaving] = useState(false);
  const uploads = useUploadsBusy();

  const onSubmit = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      const result = await save(values);
      toastSuccess(result.message);
      onSaved?.(result, form);
    } catch (error) {
      reportFormError(error, form.setErrors, Object.keys(initialValues));
    } finally {
      setSaving(false);
    }
  });

  return { form, onSubmit, saving, uploading: uploads.uploading, reportUpload: uploads.report };
};

export type AdminForm<Values extends Record<string, unknown>> = ReturnType<
  typeof useAdminForm<Values, { message: string }>
>;
