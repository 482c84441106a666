// The sign-in screens (empty layout) and the staff member's own profile.
import { IconUserCircle } from '@tabler/icons-react';
import type { RouteDef } from '#client/lib/route-flags';
import { EMAILED_LINKS } from '#shared/emailed-links';

export const authRoutes: RouteDef[] = [
  { path: '/login', layout: 'empty', title: 'Log in', page: () => import('./public/LoginPage') },
  {
    path: EMAILED_LINKS.confirmInvite,
    layout: 'empty',
    title: 'Accept invitation',
    page: () => import('./public/ConfirmInvitePage'),
  },
  {
    path: EMAILED_LINKS.changePassword,
    layout: 'empty',
    title: 'Change password',
    page: () => import('./public/ChangePasswordPage'),
  },
  {
    path: EMAILED_LINKS.verifyEmail,
    layout: 'empty',
    title: 'Verify email',
    page: () => import('./public/VerifyEmailPage'),
  },
  {
    path: '/admin/profile',
    layout: 'admin',
    title: 'Profile',
    nav: { order: 9, icon: IconUserCircle },
    page: () => import('./admin/ProfileAdminPage'),
  },
];
