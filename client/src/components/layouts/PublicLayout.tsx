import { Center, Loader } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { HydrationMark } from '../../app/hydration-mark';
import { useRouteFlags } from '../../app/route-flags';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CookieBanner } from '../public/CookieBanner';
import { SearchOverlay } from '../public/SearchOverlay';
import { SiteBreadcrumbs } from '../public/SiteBreadcrumbs';
import { SiteFooter } from '../public/SiteFooter';
import { SiteHeader } from '../public/SiteHeader';
import { SiteMenu } from '../public/SiteMenu';
import classes from '../public/PublicLayout.module.css';

// The sign-up form (and the form and validation code it brings) loads when a visitor first asks for
// it, not with every page.
const MailingListModal = lazy(() =>
  import('../public/MailingListModal').then((m) => ({ default: m.MailingListModal })),
);

/** The public site's shell: header, breadcrumbs, the page, footer, and the overlays they open. */
export default function PublicLayout() {
  useDocumentTitle();
  const flags = useRouteFlags();
  const { pathname } = useLocation();
  const [menuOpened, menu] = useDisclosure(false);
  const [mailingOpened, mailing] = useDisclosure(false);
  const [mailingWanted, setMailingWanted] = useState(false);
  const openMailing = () => {
    setMailingWanted(true);
    mailing.open();
  };

  return (
    <div className={classes.shell}>
      <a href="#main" className={classes.skip}>
        Skip to content
      </a>
      <SiteHeader flags={flags} onOpenMenu={menu.open} />
      {pathname !== '/' && <SiteBreadcrumbs />}
      <main id="main" tabIndex={-1} className={classes.main}>
        <Suspense
          fallback={
            <Center h="50vh">
              <Loader color="ink.8" type="dots" aria-label="Loading" />
            </Center>
          }
        >
          <Outlet />
          <HydrationMark />
        </Suspense>
      </main>
      {flags.footer && <SiteFooter onJoinMailingList={openMailing} />}

      <SiteMenu
        opened={menuOpened}
        onClose={menu.close}
        onJoinMailingList={() => {
          menu.close();
          openMailing();
        }}
      />
      <SearchOverlay />
      {mailingWanted && (
        <Suspense fallback={null}>
          <MailingListModal opened={mailingOpened} onClose={mailing.close} />
        </Suspense>
      )}
      <CookieBanner />
      <ScrollRestoration />
    </div>
  );
}
