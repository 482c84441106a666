import { listPathOf } from '#shared/public-kinds';
import { IconArrowUpRight, IconMail, IconPhone } from '@tabler/icons-react';
import { NavLink } from 'react-router';
import { GALLERY } from '#shared/gallery';
import { MENU_LINKS } from './site-links';
import { Button, ButtonLink } from './ui/controls';
import { Dialog } from './ui/Dialog';
import classes from './SiteMenu.module.css';

interface Props {
  opened: boolean;
  onClose: () => void;
  onJoinMailingList: () => void;
}

/** The site menu: a full-height panel (the whole screen on a phone), focus kept inside, Escape closes. */
export function SiteMenu({ opened, onClose, onJoinMailingList }: Props) {
  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      variant="side"
      title="Menu"
      closeLabel="Close menu"
      classNames={{ body: classes.body }}
    >
      <nav aria-label="Main">
        <ul className={classes.list}>
          {MENU_LINKS.map((link) => (
            <li key={link.label}>
              {link.external ? (
                <a className={classes.link} href={link.to} target="_blank" rel="noopener noreferrer" onClick={onClose}>
                  {link.label}
                  <IconArrowUpRight className={classes.external} size={20} stroke={1.25} aria-hidden />
                  <span className="visually-hidden"> (opens the online shop in a new tab)</span>
                </a>
              ) : (
                <NavLink className={classes.link} to={link.to} onClick={onClose}>
                  {link.label}
                </NavLink>
              )}
            </li>
          ))}
        </ul>
      </nav>

      <div className={classes.footer}>
        <div className={classes.buttons}>
          <ButtonLink to={listPathOf('blogPost')} variant="outline" onClick={onClose}>
            Arttextstyle blog
          </ButtonLink>
          <Button onClick={onJoinMailingList}>Join mailing list</Button>
        </div>
        <div className={classes.contacts}>
          <a href={GALLERY.phoneHref} className={classes.contact}>
            <IconPhone size={16} stroke={1.5} aria-hidden /> {GALLERY.phone}
          </a>
          <a href={`mailto:${GALLERY.email}`} className={classes.contact}>
            <IconMail size={16} stroke={1.5} aria-hidden /> {GALLERY.email}
          </a>
          <p className={classes.hours}>{GALLERY.hours}</p>
        </div>
      </div>
    </Dialog>
  );
}
