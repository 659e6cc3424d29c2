import type { RoleId } from './roles.js';
import type { TenantFeature } from './tenant.js';

/** Flags of the signed-in user (from the token) that gate routes. */
export type UserFlag = 'surveyAvailable';
/** Flags of the participant being viewed that gate participant tabs. */
export type ParticipantFlag = 'journalAvailable' | 'swapAvailable' | 'smartSurveyAvailable' | 'surveyAvailable';
/** Titles that depend on the tenant's wording set. */
export type WordingKey = 'routines' | 'routine' | 'swaps' | 'smartSurvey';

export type TabGroup = 'participant' | 'company' | 'bhuser' | 'profile';

export interface RouteDef {
  /** React Router path pattern. */
  path: string;
  /** English title (i18n key `routes.<path>`); `{product}` stands for the tenant's title, `{routines}` for its word for routines. */
  title: string;
  /** Tenant wording that replaces the title. */
  wording?: WordingKey;
  requiresAuth: boolean;
  hideOnRoles?: readonly RoleId[];
  /** Every listed tenant feature must be on. */
  features?: readonly TenantFeature[];
  userFlag?: UserFlag;
  participantFlag?: ParticipantFlag;
  /** Breadcrumb shown disabled. */
  notLinkable?: boolean;
  /** Path pattern this route redirects to (`:id` kept). */
  redirect?: string;
  /** Drawer entry (order and icon name). */
  menu?: { order: number; icon: string; badge?: 'chat'; beta?: boolean };
  /**
   * The page's own favicon in place of the tenant's (spec 002: "Favicon … updated from route metadata"): a file
   * of the tenant's public assets, /tenants/<tenant>/<favicon>.
   */
  favicon?: string;
  /** Tab of a tabbed page (participant, company, team member, profile). */
  tab?: { group: TabGroup; order: number; icon?: string };
}
