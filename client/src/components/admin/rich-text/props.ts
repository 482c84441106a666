import type { ReactNode } from 'react';

/** What `form.getInputProps(field)` gives a rich-text field, plus its label and hint. */
export interface RichTextFieldProps {
  label: string;
  value?: string | null;
  onChange: (html: string) => void;
  error?: ReactNode;
  description?: ReactNode;
  required?: boolean;
}
