// A modal dialog on the browser's own <dialog>: showModal() makes the page behind it inert (focus
// stays inside), Escape closes it, and closing returns the focus to where it was.
import { IconX } from '@tabler/icons-react';
import { type ReactNode, useEffect, useId, useLayoutEffect, useRef } from 'react';
import { IconButton } from './controls';
import classes from './Dialog.module.css';

// useLayoutEffect warns when rendered on the server; a closed dialog renders nothing there anyway.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

interface Props {
  opened: boolean;
  onClose: () => void;
  /** the dialog's accessible name, shown in its header */
  title: ReactNode;
  /** the close button's accessible name */
  closeLabel?: string;
  /** centred box, a panel from the right (the whole screen on a phone), or the whole screen */
  variant?: 'center' | 'side' | 'full';
  classNames?: { header?: string; title?: string; body?: string };
  children: ReactNode;
}

/**
 * Rendered only while open. The first field marked data-autofocus takes the focus, otherwise the
 * first focusable element (the close button) does.
 */
export function Dialog({ opened, onClose, ...rest }: Props) {
  if (!opened) return null;
  return <OpenDialog onClose={onClose} {...rest} />;
}

function OpenDialog({
  onClose,
  title,
  closeLabel = 'Close',
  variant = 'center',
  classNames = {},
  children,
}: Omit<Props, 'opened'>) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  useBrowserLayoutEffect(() => {
    close.current = onClose;
  });

  useBrowserLayoutEffect(() => {
    const dialog = ref.current!;
    dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    // Escape (or the browser) closed it: tell the owner, who stops rendering it. A close event
    // queued by an earlier cleanup (StrictMode mounts twice) finds the dialog open again: ignored.
    const onNativeClose = () => {
      if (!dialog.open) close.current();
    };
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('close', onNativeClose);
      // Closing before removal runs the browser's focus return to the element that opened it.
      if (dialog.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={classes.dialog}
      data-variant={variant}
      aria-labelledby={titleId}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div className={classes.panel}>
        <div className={classNames.header ? `${classes.header} ${classNames.header}` : classes.header}>
          <h2 id={titleId} className={classNames.title ?? classes.title}>
            {title}
          </h2>
          <IconButton label={closeLabel} onClick={onClose}>
            <IconX size={22} stroke={1.5} aria-hidden />
          </IconButton>
        </div>
        <div className={classNames.body ? `${classes.body} ${classNames.body}` : classes.body}>{children}</div>
      </div>
    </dialog>
  );
}
