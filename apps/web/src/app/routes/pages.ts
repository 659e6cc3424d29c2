import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The screens built so far, by route path, each its own chunk. A route of the table without an entry
 * here shows its title only until its issue lands.
 */
export const PAGES: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  '/reset-password': lazy(() => import('../../features/auth/ResetPasswordPage')),
  '/privacy': lazy(() => import('../../features/privacy/PrivacyPage')),
  '/profile/general': lazy(() => import('../../features/profile/ProfileGeneralPage')),
};
