import { useSyncExternalStore } from 'react';
import { MSG } from '#shared/messages';
import { Button } from '../components/public/ui/controls';
import { Dialog } from '../components/public/ui/Dialog';
import { serverErrorDialog } from '../lib/error-policy';
import classes from './ServerErrorDialog.module.css';

const closedOnServer = () => false;

/** 'Sorry, something went wrong!' with Ok, opened by the error policy on a 5xx or a lost connection. */
export function ServerErrorDialog() {
  const open = useSyncExternalStore(serverErrorDialog.subscribe, serverErrorDialog.isOpen, closedOnServer);
  return (
    <Dialog opened={open} onClose={serverErrorDialog.close} title={MSG.serverError}>
      <p className={classes.text}>Please try again in a moment.</p>
      <div className={classes.actions}>
        <Button onClick={serverErrorDialog.close}>Ok</Button>
      </div>
    </Dialog>
  );
}
