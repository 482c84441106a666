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

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'>, FieldClasses {
  label: ReactNode;
  error?: string | null;
}

export function TextField({ label, error, className, labelClassName, inputClassName, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className ? `${ui.field} ${className}` : ui.field}>
      <label htmlFor={id} className={labelClassName ?? ui.label}>
        {label}
        {input.required && <span aria-hidden> *</span>}
      </label>
      <input
        id={id}
        type="text"
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={inputClassName ? `${ui.input} ${inputClassName}` : ui.input}
      />
      {error && (
        <p id={errorId} className={ui.error}>
          {error}
        </p>
      )}
    </div>
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
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const described = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  return (
    <div className={className ? `${ui.field} ${className}` : ui.field}>
      <label htmlFor={id} className={labelClassName ?? ui.label}>
        {label}
        {input.required && <span aria-hidden> *</span>}
      </label>
      {hint && (
        <p id={hintId} className={ui.hint}>
          {hint}
        </p>
      )}
      <textarea
        id={id}
        rows={5}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className={`${ui.input} ${ui.textarea}${inputClassName ? ` ${inputClassName}` : ''}`}
      />
      {error && (
        <p id={errorId} className={ui.error}>
          {error}
        </p>
      )}
    </div>
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
  const errorId = `${id}-error`;
  return (
    <div className={className ? `${ui.field} ${className}` : ui.field}>
      <label htmlFor={id} className={labelClassName ?? ui.label}>
        {label}
        {select.required && <span aria-hidden> *</span>}
      </label>
      <select
        id={id}
        {...select}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={inputClassName ? `${ui.input} ${inputClassName}` : ui.input}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className={ui.error}>
          {error}
        </p>
      )}
    </div>
  );
}
