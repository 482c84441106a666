// Photographs sent with a form: picked or dropped, checked here the way the server checks them
// (PNG or JPEG, 15 MB each, at most 10), shown as thumbnails that can be removed before sending.
import { type ChangeEvent, type DragEvent, useEffect, useId, useMemo, useState } from 'react';
import { IMAGE_MAX_MB, IMAGE_TYPES } from '#shared/constants';
import { FORM_IMAGES_MAX } from '#shared/forms';
import { MSG } from '#shared/messages';
import { toastError } from '#client/lib/toast';
import ui from '../ui/controls.module.css';
import classes from './ImagesField.module.css';

interface Props {
  label: string;
  hint: string;
  files: File[];
  onChange: (files: File[]) => void;
  /** the server's message for the images, if it refused one */
  error?: string;
}

const refusal = (file: File) => {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return `${file.name} is not a PNG or JPEG image`;
  if (file.size > IMAGE_MAX_MB * 1024 * 1024) return MSG.imageTooLarge(file.name, IMAGE_MAX_MB);
  return null;
};

export function ImagesField({ label, hint, files, onChange, error }: Props) {
  const id = useId();
  const [local, setLocal] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const previews = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => previews.forEach((u) => URL.revokeObjectURL(u)), [previews]);

  const add = (picked: File[]) => {
    const refused = picked.map(refusal).filter((m): m is string => m !== null);
    refused.forEach((m) => toastError(m));
    const accepted = picked.filter((f) => refusal(f) === null);
    const room = FORM_IMAGES_MAX - files.length;
    const message = accepted.length > room ? `Please select at most ${FORM_IMAGES_MAX} images` : (refused[0] ?? null);
    setLocal(message);
    if (accepted.length) onChange([...files, ...accepted.slice(0, Math.max(0, room))]);
  };
  const shown = local ?? error;

  return (
    <div className={ui.field}>
      <span className={ui.label} id={`${id}-label`}>
        {label}
      </span>
      <p className={ui.hint} id={`${id}-hint`}>
        {hint}
      </p>
      <input
        id={id}
        type="file"
        multiple
        accept={IMAGE_TYPES.join(',')}
        className={classes.input}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
        aria-invalid={shown ? true : undefined}
        onChange={(e: ChangeEvent<HTMLInputElement>) => {
          add([...(e.currentTarget.files ?? [])]);
          e.currentTarget.value = '';
        }}
      />
      <label
        htmlFor={id}
        className={classes.drop}
        data-dragging={dragging || undefined}
        onDragOver={(e: DragEvent) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e: DragEvent) => {
          e.preventDefault();
          setDragging(false);
          add([...e.dataTransfer.files]);
        }}
      >
        <span>
          <strong>Choose photographs</strong> or drop them here
        </span>
        <span className={classes.limits}>
          PNG or JPEG, up to {IMAGE_MAX_MB} MB each, {files.length} of {FORM_IMAGES_MAX}
        </span>
      </label>
      {shown && (
        <p id={`${id}-error`} className={ui.error}>
          {shown}
        </p>
      )}
      {files.length > 0 && (
        <ul className={classes.list} aria-label="Photographs to send">
          {files.map((f, i) => (
            <li key={`${f.name}-${i}`} className={classes.item}>
              <img src={previews[i]} alt="" width={72} height={72} className={classes.thumb} />
              <span className={classes.name}>{f.name}</span>
              <button
                type="button"
                className={classes.remove}
                onClick={() => {
                  setLocal(null);
                  onChange(files.filter((_, j) => j !== i));
                }}
              >
                Remove<span className={classes.hidden}> {f.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
