import { useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { type ConsentChoice, needsConsent, saveConsent } from './cookie-consent';
import { Button } from './ui/controls';
import classes from './CookieBanner.module.css';
import { SITE_PAGES } from '#shared/site-pages';

const noSubscription = () => () => {};

/** Asks once about cookies; either answer is remembered (see cookie-consent.ts for how long). */
export function CookieBanner() {
  // The served HTML is the same for every visitor (no banner); the cookie is read once the page is
  // hydrated. The banner is fixed to the viewport, so appearing then moves nothing.
  const needed = useSyncExternalStore(noSubscription, needsConsent, () => false);
  const [answered, setAnswered] = useState(false);
  if (!needed || answered) return null;

  const answer = (choice: ConsentChoice) => {
    saveConsent(choice);
    setAnswered(true);
  };

  return (
    <div className={classes.banner} role="region" aria-label="Cookie consent">
      <p className={classes.text}>
        We use a few cookies to keep this site working and to understand, in aggregate, how visitors find their way
        around it. Read more in our{' '}
        <Link to={SITE_PAGES.privacy} className={classes.link}>
          privacy policy
        </Link>
        .
      </p>
      <div className={classes.actions}>
        <Button variant="subtle" onClick={() => answer('later')}>
          Maybe later
        </Button>
        <Button onClick={() => answer('accept')}>Accept</Button>
      </div>
    </div>
  );
}
