import type { RouteAccessContext, RouteDef, TabGroup } from '@stride/contracts';
import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

/**
 * The screens built so far, by route path, each its own chunk. A route of the table without an entry
 * here shows its title only until its issue lands.
 */
export const PAGES: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  '/reset-password': lazy(() => import('../../features/auth/ResetPasswordPage')),
  '/privacy': lazy(() => import('../../features/privacy/PrivacyPage')),
  '/profile/general': lazy(() => import('../../features/profile/ProfileGeneralPage')),
};

export interface TabLayoutProps {
  route: RouteDef;
  access: RouteAccessContext;
  /** The tab's page. */
  children: ReactNode;
}

/**
 * The frame of a tab group's pages (e.g. the participant's name, actions and tabs), loaded once for all
 * its tabs. It renders the tabs itself (RouteTabs), with the viewed record's flags; a group without one
 * shows the tabs alone.
 */
export const TAB_LAYOUTS: Partial<Record<TabGroup, LazyExoticComponent<ComponentType<TabLayoutProps>>>> = {};
