import { IconX } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { currentToasts, dismissToast, serverToasts, subscribeToasts } from '#client/lib/toast';
import { IconButton } from './controls';
import classes from './Toasts.module.css';

/** The toasts of app/toast.ts, each announced as it appears (role alert, as the admin's tests read). */
export function Toasts() {
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts, serverToasts);
  if (toasts.length === 0) return null;
  return (
    <div className={classes.stack}>
      {toasts.map((t) => (
        <div key={t.id} role="alert" className={classes.toast} data-tone={t.tone}>
          <p className={classes.message}>{t.message}</p>
          <IconButton label="Close" onClick={() => dismissToast(t.id)}>
            <IconX size={16} stroke={1.5} aria-hidden />
          </IconButton>
        </div>
      ))}
    </div>
  );
}
