import { Anchor, Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowUpRight, IconMail, IconPhone } from '@tabler/icons-react';
import { Link, NavLink } from 'react-router';
import { GALLERY } from '#shared/gallery';
import { MENU_LINKS } from './site-links';
import classes from './SiteMenu.module.css';

interface Props {
  opened: boolean;
  onClose: () => void;
  onJoinMailingList: () => void;
}

/** The site menu: a full-height panel (the whole screen on a phone), focus kept inside, Escape closes. */
export function SiteMenu({ opened, onClose, onJoinMailingList }: Props) {
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : '32rem'}
      title={<span className={classes.title}>Menu</span>}
      closeButtonProps={{ 'aria-label': 'Close menu', size: 'lg' }}
      classNames={{ header: classes.header, body: classes.body, content: classes.content }}
      overlayProps={{ backgroundOpacity: 0.35, blur: 2 }}
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

      <Stack gap="lg" className={classes.footer}>
        <Group gap="sm">
          <Button component={Link} to="/media/arttextstyle" variant="outline" color="ink.8" onClick={onClose}>
            Arttextstyle blog
          </Button>
          <Button color="ink.8" onClick={onJoinMailingList}>
            Join mailing list
          </Button>
        </Group>
        <Stack gap={6}>
          <Anchor href={GALLERY.phoneHref} c="ink.8" className={classes.contact}>
            <IconPhone size={16} stroke={1.5} aria-hidden /> {GALLERY.phone}
          </Anchor>
          <Anchor href={`mailto:${GALLERY.email}`} c="ink.8" className={classes.contact}>
            <IconMail size={16} stroke={1.5} aria-hidden /> {GALLERY.email}
          </Anchor>
          <Text size="sm" c="ink.7" mt={4}>
            {GALLERY.hours}
          </Text>
        </Stack>
      </Stack>
    </Drawer>
  );
}
