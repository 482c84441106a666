import type { z } from 'zod';

/**
 * A form validator (for @mantine/form or a plain form) from a shared zod schema: the first message per field, keyed by the
 * dotted path, exactly as the server's 422 would word it.
 */
export const zodValidate =
  <S extends z.ZodType>(schema: S) =>
  (values: unknown): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.map(String).join('.');
      errors[key] ??= issue.message;
    }
    return errors;
  };
