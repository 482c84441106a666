import { ActionIcon, Menu } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconLink, IconShare2 } from '@tabler/icons-react';
import { MSG } from '#shared/messages';
import { GALLERY } from '#shared/gallery';
import { toastError, toastSuccess } from '../../app/toast';

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
    <Menu position="bottom-end" width={220} shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="ink.8" size="lg" aria-label="Share">
          <IconShare2 size={22} stroke={1.5} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconLink size={16} stroke={1.5} />} onClick={() => void copy()}>
          Copy link
        </Menu.Item>
        <Menu.Item
          component="a"
          href={facebookSharer(typeof window === 'undefined' ? '' : window.location.href)}
          target="_blank"
          rel="noopener noreferrer"
          leftSection={<IconBrandFacebook size={16} stroke={1.5} />}
        >
          Facebook
        </Menu.Item>
        <Menu.Item
          component="a"
          href={GALLERY.social.instagram}
          target="_blank"
          rel="noopener noreferrer"
          leftSection={<IconBrandInstagram size={16} stroke={1.5} />}
        >
          Instagram
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
