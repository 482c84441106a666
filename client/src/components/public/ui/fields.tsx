// Labelled form fields for the public pages: the label names the control, an error is tied to it
// with aria-describedby and marks it invalid.
import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import ui from './controls.module.css';

interface FieldClasses {
  /** the wrapper's class, beside the default */
  className?: string;
  labelClassName?: string;
  inputClassName?: string;
}

/** The aria attributes that tie a control to its error (and hint): the same for every field. */
const describedBy = (id: string, error: string | null | undefined, hasHint = false) => {
  const described = [hasHint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': described || undefined } as const;
};

/** What every field draws around its control: the wrapper, the label (with * when required), an
 * optional hint under it, the control, and its error. */
function FieldFrame({
  id,
  label,
  required,
  error,
  hint,
  className,
  labelClassName,
  children,
}: Omit<FieldClasses, 'inputClassName'> & {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: string | null;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={className ? `${ui.field} ${className}` : ui.field}>
      <label htmlFor={id} className={labelClassName ?? ui.label}>
        {label}
        {required && <span aria-hidden> *</span>}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={ui.hint}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className={ui.error}>
          {error}
        </p>
      )}
    </div>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>, FieldClasses {
  label: ReactNode;
  error?: string | null;
}

export function TextField({ label, error, className, labelClassName, inputClassName, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <FieldFrame {...{ id, label, error, className, labelClassName }} required={input.required}>
      <input
        id={id}
        type="text"
        {...input}
        {...describedBy(id, error)}
        className={inputClassName ? `${ui.input} ${inputClassName}` : ui.input}
      />
    </FieldFrame>
  );
}

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'>, FieldClasses {
  label: ReactNode;
  error?: string | null;
  /** a line under the label: what to write, a limit */
  hint?: ReactNode;
}

/** A text of several lines (a message, a comment), labelled and marked as TextField is, with an optional hint. */
export function TextAreaField({
  label,
  error,
  hint,
  className,
  labelClassName,
  inputClassName,
  ...input
}: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldFrame {...{ id, label, error, hint, className, labelClassName }} required={input.required}>
      <textarea
        id={id}
        rows={5}
        {...input}
        {...describedBy(id, error, Boolean(hint))}
        className={`${ui.input} ${ui.textarea}${inputClassName ? ` ${inputClassName}` : ''}`}
      />
    </FieldFrame>
  );
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'>, FieldClasses {
  label: ReactNode;
  options: { value: string; label: string; disabled?: boolean }[];
  error?: string | null;
}

export function SelectField({
  label,
  options,
  className,
  labelClassName,
  inputClassName,
  error,
  ...select
}: SelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame {...{ id, label, error, className, labelClassName }} required={select.required}>
      <select
        id={id}
        {...select}
        {...describedBy(id, error)}
        className={inputClassName ? `${ui.input} ${inputClassName}` : ui.input}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
