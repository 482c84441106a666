// The life every public form shares (issue 16): the values typed, the spec's messages under the
// fields (from the shared zod schema, loaded with the form's first focus so that zod stays out of
// the page's first load), the images picked, sending with progress, the success state, and a
// failure that keeps everything typed.
import { type ChangeEvent, type FocusEvent, type FormEvent, useRef, useState } from 'react';
import type { z } from 'zod';
import { type FormFailure, failureOf } from './form-failure';

export type FormValues = Record<string, string>;
type Validate = (values: unknown) => Record<string, string>;

export interface PublicFormOptions {
  initial: FormValues;
  /** the shared schema, imported on demand: `() => import('#shared/schemas/forms').then((m) => m.contactInput)` */
  schema: () => Promise<z.ZodType>;
  /** what is checked and sent: the values with what the page adds (the artwork's slug) */
  toInput?: (values: FormValues) => Record<string, unknown>;
  /** sends the input (and images); `progress` reports an upload's fraction */
  send: (
    input: Record<string, unknown>,
    images: File[],
    progress: (fraction: number) => void,
  ) => Promise<{ message: string }>;
}

let validators = new WeakMap<() => Promise<z.ZodType>, Promise<Validate>>();
const validatorFor = (load: () => Promise<z.ZodType>) => {
  let v = validators.get(load);
  if (!v) {
    v = Promise.all([load(), import('#client/lib/form-validate')]).then(([schema, m]) => m.zodValidate(schema));
    v.catch(() => validators.delete(load));
    validators.set(load, v);
  }
  return v;
};
/** Tests start from nothing loaded. */
export const forgetValidators = () => {
  validators = new WeakMap();
};

export function usePublicForm({ initial, schema, toInput = (v) => v, send }: PublicFormOptions) {
  type V = FormValues;
  const [values, setValues] = useState<V>(initial);
  const [images, setImages] = useState<File[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [done, setDone] = useState<{ message: string; values: V } | null>(null);
  // Bumped on each refused submit: PublicForm then moves the focus to the first wrong field.
  const [refused, setRefused] = useState(0);
  const touched = useRef(new Set<string>());

  const check = async (next: V, only?: string) => {
    // Without the schema (a lost connection) the server's check stands alone.
    const validate = await validatorFor(schema).catch((): Validate => () => ({}));
    const found = validate(toInput(next));
    setErrors((current) => {
      if (!only) return found;
      const { [only]: _old, ...rest } = current;
      return found[only] ? { ...rest, [only]: found[only] } : rest;
    });
    return found;
  };

  const set = (field: string, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // A field already marked is checked again as it is corrected.
    if (errors[field]) void check(next, field);
  };

  /** Props for a TextField, TextAreaField or SelectField bound to `field`. */
  const bind = (field: string) => ({
    name: field,
    value: values[field] ?? '',
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      set(field, e.currentTarget.value),
    onBlur: () => {
      // A field's message shows once it has been left with something in it, or after a submit.
      if (values[field] !== '' || touched.current.has(field)) void check(values, field);
    },
    error: errors[field],
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    setFailure(null);
    Object.keys(values).forEach((k) => touched.current.add(k));
    const found = await check(values);
    if (Object.keys(found).length) return setRefused((n) => n + 1);
    setSending(true);
    setProgress(images.length ? 0 : null);
    try {
      const result = await send(toInput(values), images, setProgress);
      setDone({ message: result.message, values });
    } catch (err) {
      const f = failureOf(err);
      // A refusal of something the visitor cannot change here (the artwork went meanwhile) is said
      // above the button, where no field would show it.
      const elsewhere = Object.entries(f.fields).filter(([k]) => !(k in values) && k !== 'images');
      setFailure(elsewhere.length ? { ...f, message: elsewhere.map(([, m]) => m).join(' ') } : f);
      if (Object.keys(f.fields).length) {
        setErrors(f.fields);
        setRefused((n) => n + 1);
      }
    } finally {
      setSending(false);
      setProgress(null);
    }
  };

  const reset = () => {
    setValues(initial);
    setImages([]);
    setErrors({});
    setDone(null);
    touched.current.clear();
  };

  return {
    refused,
    values,
    set,
    bind,
    images,
    setImages,
    errors,
    sending,
    progress,
    failure,
    done,
    reset,
    /** starts loading the schema (the form's first focus), so that the first check is instant */
    warm: (_e?: FocusEvent) => void validatorFor(schema).catch(() => undefined),
    submit: (e: FormEvent) => void submit(e),
  };
}

export type PublicFormState = ReturnType<typeof usePublicForm>;
