import { IconMenu2, IconSearch, IconX } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { HEADER_SOLID_AFTER_PX } from '#shared/constants';
import { GALLERY } from '#shared/gallery';
import type { RouteFlags } from '#client/lib/route-flags';
import { ShareMenu } from './ShareMenu';
import { IconButton } from './ui/controls';
import classes from './SiteHeader.module.css';

const onScroll = (listener: () => void) => {
  window.addEventListener('scroll', listener, { passive: true });
  return () => window.removeEventListener('scroll', listener);
};
const scrolledPast = () => window.scrollY > HEADER_SOLID_AFTER_PX;
const atTopOnServer = () => false;

interface Props {
  flags: Required<RouteFlags>;
  onOpenMenu: () => void;
}

export function SiteHeader({ flags, onOpenMenu }: Props) {
  // Solid once the page has scrolled past the hero's top; the served HTML starts at the top.
  const solid = useSyncExternalStore(onScroll, scrolledPast, atTopOnServer);
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
        <div className={classes.actions}>
          {flags.share && <ShareMenu />}
          <IconButton label="Open search" onClick={openSearch}>
            <IconSearch size={22} stroke={1.5} aria-hidden />
          </IconButton>
          {flags.menu && (
            <button
              type="button"
              className={classes.menuButton}
              onClick={onOpenMenu}
              aria-label="Menu"
              aria-haspopup="dialog"
            >
              <span className={classes.menuLabel}>Menu</span>
              <IconMenu2 size={22} stroke={1.5} aria-hidden />
            </button>
          )}
          {flags.close && (
            <IconButton label="Close" onClick={close}>
              <IconX size={22} stroke={1.5} aria-hidden />
            </IconButton>
          )}
        </div>
      </div>
    </header>
  );
}
