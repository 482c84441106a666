import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { type ConsentChoice, needsConsent, saveConsent } from './cookie-consent';
import classes from './CookieBanner.module.css';

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
    <Paper className={classes.banner} role="region" aria-label="Cookie consent" shadow="md" p="lg" withBorder>
      <Text size="sm" lh={1.6}>
        We use a few cookies to keep this site working and to understand, in aggregate, how visitors find their way
        around it. Read more in our{' '}
        <Anchor component={Link} to="/privacy-policy" c="inherit" underline="always">
          privacy policy
        </Anchor>
        .
      </Text>
      <Group gap="sm" mt="md" justify="flex-end">
        <Button variant="subtle" color="ink.8" c="ink.9" onClick={() => answer('later')}>
          Maybe later
        </Button>
        <Button color="ink.8" onClick={() => answer('accept')}>
          Accept
        </Button>
      </Group>
    </Paper>
  );
}
