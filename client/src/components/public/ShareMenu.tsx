import { IconBrandFacebook, IconBrandInstagram, IconLink, IconShare2 } from '@tabler/icons-react';
import { MSG } from '#shared/messages';
import { GALLERY } from '#shared/gallery';
import { toastError, toastSuccess } from '#client/lib/toast';
import { MenuButton } from './ui/MenuButton';

const facebookSharer = (url: string) => `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;

/** Share the current page: copy its link, post it to Facebook, or visit the gallery on Instagram. */
export function ShareMenu() {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      toastSuccess(MSG.copied);
    } catch {
      // The clipboard is refused outside secure contexts and without permission.
      toastError(MSG.someError);
    }
  };

  return (
    <MenuButton
      label="Share"
      icon={<IconShare2 size={22} stroke={1.5} aria-hidden />}
      items={[
        { label: 'Copy link', icon: <IconLink size={16} stroke={1.5} aria-hidden />, onSelect: () => void copy() },
        {
          label: 'Facebook',
          icon: <IconBrandFacebook size={16} stroke={1.5} aria-hidden />,
          // Read when the menu opens, in the browser: the page's own address.
          href: facebookSharer(typeof window === 'undefined' ? '' : window.location.href),
          external: true,
        },
        {
          label: 'Instagram',
          icon: <IconBrandInstagram size={16} stroke={1.5} aria-hidden />,
          href: GALLERY.social.instagram,
          external: true,
        },
      ]}
    />
  );
}
