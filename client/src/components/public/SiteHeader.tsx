import { ActionIcon, Group, UnstyledButton } from '@mantine/core';
import { useWindowScroll } from '@mantine/hooks';
import { IconMenu2, IconSearch, IconX } from '@tabler/icons-react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { HEADER_SOLID_AFTER_PX } from '#shared/constants';
import { GALLERY } from '#shared/gallery';
import type { RouteFlags } from '../../app/route-table';
import { ShareMenu } from './ShareMenu';
import classes from './SiteHeader.module.css';

interface Props {
  flags: Required<RouteFlags>;
  onOpenMenu: () => void;
}

export function SiteHeader({ flags, onOpenMenu }: Props) {
  const [scroll] = useWindowScroll();
  const solid = scroll.y > HEADER_SOLID_AFTER_PX;
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();

  const openSearch = () => {
    const next = new URLSearchParams(params);
    next.set('search', params.get('search') ?? '');
    setParams(next);
  };

  // The first page of a visit has no history entry to return to: go home instead.
  const close = () => (location.key === 'default' ? void navigate('/') : void navigate(-1));

  return (
    <header className={classes.header} data-solid={solid || undefined}>
      <div className={classes.inner}>
        <Link to="/" className={classes.logo} aria-label={`${GALLERY.name}, home`}>
          <span className={classes.logoName}>{GALLERY.shortName}</span>
          <span className={classes.logoWord}>Gallery</span>
        </Link>
        <Group gap={4} wrap="nowrap">
          {flags.share && <ShareMenu />}
          <ActionIcon variant="subtle" color="ink.8" size="lg" aria-label="Open search" onClick={openSearch}>
            <IconSearch size={22} stroke={1.5} />
          </ActionIcon>
          {flags.menu && (
            <UnstyledButton
              className={classes.menuButton}
              onClick={onOpenMenu}
              aria-label="Menu"
              aria-haspopup="dialog"
            >
              <span className={classes.menuLabel}>Menu</span>
              <IconMenu2 size={22} stroke={1.5} />
            </UnstyledButton>
          )}
          {flags.close && (
            <ActionIcon variant="subtle" color="ink.8" size="lg" aria-label="Close" onClick={close}>
              <IconX size={22} stroke={1.5} />
            </ActionIcon>
          )}
        </Group>
      </div>
    </header>
  );
}
