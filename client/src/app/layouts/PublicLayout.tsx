import { lazy, Suspense, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { HydrationMark } from '#client/lib/hydration-mark';
import { useRouteFlags } from '#client/lib/route-flags';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { A11yPanel } from '#client/components/public/A11yPanel';
import { CookieBanner } from '#client/components/public/CookieBanner';
import { MailingListPrompt } from '#client/components/public/MailingListPrompt';
import { SearchOverlay } from '#client/components/public/SearchOverlay';
import { SiteBreadcrumbs } from '#client/components/public/SiteBreadcrumbs';
import { SiteFooter } from '#client/components/public/SiteFooter';
import { SiteHeader } from '#client/components/public/SiteHeader';
import { SiteMenu } from '#client/components/public/SiteMenu';
import classes from '#client/components/public/PublicLayout.module.css';
import { PageSuspense } from './PageSuspense';

// The sign-up form (and the form and validation code it brings) loads when a visitor first asks for
// it, not with every page.
const MailingListModal = lazy(() =>
  import('#client/components/public/MailingListModal').then((m) => ({ default: m.MailingListModal })),
);

/** The public site's shell: header, breadcrumbs, the page, footer, and the overlays they open. */
export default function PublicLayout() {
  useDocumentTitle();
  const flags = useRouteFlags();
  const { pathname } = useLocation();
  const [menuOpened, setMenuOpened] = useState(false);
  const [mailingOpened, setMailingOpened] = useState(false);
  const [mailingWanted, setMailingWanted] = useState(false);
  const openMailing = () => {
    setMailingWanted(true);
    setMailingOpened(true);
  };

  return (
    <div className={classes.shell}>
      <a href="#main" className={classes.skip}>
        Skip to content
      </a>
      <SiteHeader flags={flags} onOpenMenu={() => setMenuOpened(true)} />
      {pathname !== '/' && <SiteBreadcrumbs />}
      <main id="main" tabIndex={-1} className={classes.main}>
        <PageSuspense>
          <Outlet />
          <HydrationMark />
        </PageSuspense>
      </main>
      {flags.footer && <SiteFooter onJoinMailingList={openMailing} />}

      <SiteMenu
        opened={menuOpened}
        onClose={() => setMenuOpened(false)}
        onJoinMailingList={() => {
          setMenuOpened(false);
          openMailing();
        }}
      />
      <SearchOverlay />
      {mailingWanted && (
        <Suspense fallback={null}>
          <MailingListModal opened={mailingOpened} onClose={() => setMailingOpened(false)} />
        </Suspense>
      )}
      <CookieBanner />
      <MailingListPrompt allowed={flags.menu !== false} onJoin={openMailing} />
      <A11yPanel />
      <ScrollRestoration />
    </div>
  );
}
