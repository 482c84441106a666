// The layout's mailing-list invitation: asked once, and remembered whatever the answer.
// It waits until a visitor has read for a while (20 s on the site and half of a page scrolled), never
// shows on a page without the menu (forms, legal texts) or while the cookie banner asks its question,
// and is a slim bar at the bottom of a phone's screen, so it never covers what the visitor came for.
import { IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { needsConsent } from './cookie-consent';
import { Button } from './ui/controls';
import classes from './MailingListPrompt.module.css';

const KEY = 'weft-mailing-prompt';
const READ_MS = 20_000;

const answered = () => {
  try {
    return localStorage.getItem(KEY) !== null;
  } catch {
    return true;
  }
};
const remember = (answer: 'joined' | 'dismissed') => {
  try {
    localStorage.setItem(KEY, answer);
  } catch {
    // storage blocked: it may ask again on another visit
  }
};

export function MailingListPrompt({ allowed, onJoin }: { allowed: boolean; onJoin: () => void }) {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!allowed || answered()) return;
    const started = performance.now();
    let read = false;
    const check = () => {
      const scrolled = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight * 0.5;
      read ||= scrolled;
      if (read && performance.now() - started >= READ_MS && !needsConsent() && !answered()) setShown(true);
    };
    const timer = window.setInterval(check, 2_000);
    window.addEventListener('scroll', check, { passive: true });
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('scroll', check);
    };
  }, [allowed]);

  if (!shown || !allowed) return null;
  const close = (answer: 'joined' | 'dismissed') => {
    remember(answer);
    setShown(false);
    if (answer === 'joined') onJoin();
  };
  return (
    <aside className={classes.prompt} aria-label="Mailing list">
      <p className={classes.text}>
        <strong>Join our mailing list</strong>
        <span className={classes.more}> for invitations to openings and first looks at new work.</span>
      </p>
      <Button onClick={() => close('joined')}>Join</Button>
      <button type="button" className={classes.close} aria-label="No, thank you" onClick={() => close('dismissed')}>
        <IconX size={18} aria-hidden />
      </button>
    </aside>
  );
}
