import { Role, type RoleId } from './roles.js';
import type { TenantFeature } from './tenant.js';
import type { ParticipantFlag, RouteDef, UserFlag } from './route-def.js';
import { NOT_PARTICIPANT, PARTICIPANT_ROUTES } from './participant-routes.js';

// What a route is (RouteDef and its flags) is declared in route-def.ts; this file holds the table.
export type { ParticipantFlag, RouteDef, TabGroup, UserFlag, WordingKey } from './route-def.js';

const NOT_ADVISOR = [Role.Owner, Role.Admin, Role.Consultant, Role.CompanyAdmin, Role.TeamMember, Role.Participant];
const NOT_COMPANY_ADMIN = [Role.Owner, Role.Admin, Role.Consultant, Role.Advisor, Role.TeamMember, Role.Participant];
const NOT_STAFF = [Role.Participant];
/** Courses: hidden from roles 1, 2, 3 and 7 (spec 000), as their calls refuse them (COURSE_ROLES). */
const NOT_COURSE_STAFF = [Role.Owner, Role.Admin, Role.Consultant, Role.Participant];
const ONLY_ADMINS = [Role.Consultant, Role.CompanyAdmin, Role.Advisor, Role.TeamMember, Role.Participant];

/** Every route of the spec's route tables (000, 001, 002) with its visibility rules. */
export const ROUTES: readonly RouteDef[] = [
  // Public
  { path: '/', title: 'Sign in', requiresAuth: false },
  { path: '/signin-callback', title: 'Sign in', requiresAuth: false },
  { path: '/reset-password', title: 'Reset password', requiresAuth: false },
  // The link mailed to a new sign-in e-mail (issue 26, finding 1): opened signed out, often on another device.
  { path: '/confirm-email', title: 'Confirm e-mail', requiresAuth: false },
  { path: '/privacy', title: 'Privacy', requiresAuth: false },
  { path: '/404', title: 'Page not found', requiresAuth: false },
  { path: '/screener', title: 'Screener', requiresAuth: false, features: ['screener', 'publicScreener'] },
  { path: '/summit', title: 'Screener', requiresAuth: false, features: ['screener', 'publicScreener'] },
  { path: '/exos', title: 'Screener', requiresAuth: false, features: ['screener', 'publicScreener'] },
  {
    path: '/survey',
    title: 'Framework survey',
    requiresAuth: false,
    features: ['screener', 'publicScreener'],
    favicon: 'framework-survey.svg',
  },

  // A participant's own screens (participant-routes.ts): My day, its surveys and courses, My progress, My calendar.
  ...PARTICIPANT_ROUTES,

  // Dashboards
  {
    path: '/dashboard',
    title: 'Dashboard',
    requiresAuth: true,
    hideOnRoles: NOT_ADVISOR,
    menu: { order: 10, icon: 'dashboard' },
  },
  {
    path: '/advisors-dashboard',
    title: 'Advisors dashboard',
    requiresAuth: true,
    hideOnRoles: NOT_COMPANY_ADMIN,
    menu: { order: 11, icon: 'dashboard' },
  },
  { path: '/advisors-dashboard/:id', title: 'Advisor', requiresAuth: true, hideOnRoles: NOT_COMPANY_ADMIN },

  // Participants
  {
    path: '/participants',
    title: 'Participants',
    requiresAuth: true,
    hideOnRoles: NOT_STAFF,
    menu: { order: 20, icon: 'people' },
  },
  {
    path: '/participants/:id',
    title: 'Participant',
    requiresAuth: true,
    hideOnRoles: NOT_STAFF,
    redirect: '/participants/:id/general',
  },
  {
    path: '/participants/:id/general',
    title: 'General',
    requiresAuth: true,
    hideOnRoles: NOT_STAFF,
    tab: { group: 'participant', order: 1 },
  },
  {
    path: '/participants/:id/routines-progress',
    title: 'Progress',
    requiresAuth: true,
    hideOnRoles: NOT_STAFF,
    tab: { group: 'participant', order: 2 },
  },
  {
    path: '/participants/:id/chat',
    title: 'Messages',
    requiresAuth: true,
    hideOnRoles: NOT_STAFF,
    tab: { group: 'participant', order: 3 },
  },
  {
    path: '/participants/:id/journal',
    title: 'Journal',
    requiresAuth: true,
    hideOnRoles: NOT_STAFF,
    participantFlag: 'journalAvailable',
    tab: { group: 'participant', order: 4 },
  },
  {
    path: '/participants/:id/swaps',
    title: 'Swaps',
    wording: 'swaps',
    requiresAuth: true,
    hideOnRoles: NOT_STAFF,
    participantFlag: 'swapAvailable',
    tab: { group: 'participant', order: 5 },
  },
  {
    path: '/participants/:id/swaps/:swapid',
    title: 'Swap',
    wording: 'swaps',
    requiresAuth: true,
    hideOnRoles: NOT_STAFF,
    participantFlag: 'swapAvailable',
  },
  {
    path: '/participants/:id/routines',
    title: 'Exercises',
    wording: 'routines',
    requiresAuth: true,
    hideOnRoles: NOT_STAFF,
    tab: { group: 'participant', order: 6 },
  },
  {
    path: '/participants/:id/sprints',
    title: 'Timed release',
    requiresAuth: true,
    hideOnRoles: NOT_STAFF,
    tab: { group: 'participant', order: 7 },
  },
  {
    path: '/participants/:id/user-library',
    title: 'Media',
    requiresAuth: true,
    hideOnRoles: NOT_STAFF,
    tab: { group: 'participant', order: 8 },
  },
  {
    path: '/participants/:id/smart-survey',
    title: 'Smart survey',
    wording: 'smartSurvey',
    requiresAuth: true,
    hideOnRoles: NOT_STAFF,
    features: ['smartSurvey'],
    participantFlag: 'smartSurveyAvailable',
    tab: { group: 'participant', order: 9 },
  },
  {
    path: '/participants/:id/screeners',
    title: 'Screeners',
    requiresAuth: true,
    hideOnRoles: NOT_STAFF,
    features: ['screener'],
    participantFlag: 'surveyAvailable',
    tab: { group: 'participant', order: 10 },
  },
  {
    path: '/participants/:id/courses',
    title: 'Courses',
    requiresAuth: true,
    hideOnRoles: NOT_COURSE_STAFF,
    tab: { group: 'participant', order: 11 },
  },
  { path: '/participants/:id/courses/:courseid', title: 'Course', requiresAuth: true, hideOnRoles: NOT_COURSE_STAFF },

  // Profile and notifications
  { path: '/profile', title: 'Profile', requiresAuth: true, redirect: '/profile/general', notLinkable: true },
  { path: '/profile/general', title: 'General', requiresAuth: true, tab: { group: 'profile', order: 1 } },
  {
    path: '/profile/quick-messages',
    title: 'Quick messages',
    requiresAuth: true,
    hideOnRoles: NOT_STAFF,
    tab: { group: 'profile', order: 2 },
  },
  // One's password, two-step sign-in and signed-in sessions (issue 30, item 7).
  { path: '/profile/security', title: 'Security', requiresAuth: true, tab: { group: 'profile', order: 3 } },
  // Everyone has the flat list; the list grouped per participant is the advisor's (spec 002 section 2).
  { path: '/notifications', title: 'Notifications', requiresAuth: true },
  { path: '/notifications-grouped', title: 'Notifications', requiresAuth: true, hideOnRoles: NOT_ADVISOR },

  // Companies
  {
    path: '/company',
    title: 'Companies',
    requiresAuth: true,
    hideOnRoles: NOT_STAFF,
    menu: { order: 30, icon: 'business' },
  },
  {
    path: '/company/:id',
    title: 'Company',
    requiresAuth: true,
    hideOnRoles: NOT_STAFF,
    redirect: '/company/:id/general',
  },
  {
    path: '/company/:id/general',
    title: 'General',
    requiresAuth: true,
    hideOnRoles: NOT_STAFF,
    tab: { group: 'company', order: 1 },
  },
  {
    path: '/company/:id/staff',
    title: 'Team',
    requiresAuth: true,
    hideOnRoles: NOT_STAFF,
    tab: { group: 'company', order: 2 },
  },
  {
    path: '/company/:id/participants',
    title: 'Participants',
    requiresAuth: true,
    hideOnRoles: NOT_STAFF,
    tab: { group: 'company', order: 3 },
  },
  {
    path: '/company/:id/programs',
    title: 'Programs',
    requiresAuth: true,
    hideOnRoles: NOT_COMPANY_ADMIN,
    tab: { group: 'company', order: 4 },
  },

  // Team (platform staff)
  {
    path: '/bhusers',
    title: '{product} Team',
    requiresAuth: true,
    hideOnRoles: [Role.CompanyAdmin, Role.Advisor, Role.TeamMember, Role.Participant],
    menu: { order: 40, icon: 'groups' },
  },
  {
    path: '/bhusers/:id',
    title: 'Team member',
    requiresAuth: true,
    hideOnRoles: [Role.CompanyAdmin, Role.Advisor, Role.TeamMember, Role.Participant],
    redirect: '/bhusers/:id/general',
  },
  {
    path: '/bhusers/:id/general',
    title: 'General',
    requiresAuth: true,
    hideOnRoles: [Role.CompanyAdmin, Role.Advisor, Role.TeamMember, Role.Participant],
    tab: { group: 'bhuser', order: 1, icon: 'home' },
  },
  {
    path: '/bhusers/:id/participants',
    title: 'Participants',
    requiresAuth: true,
    hideOnRoles: [Role.Admin, Role.Consultant, Role.CompanyAdmin, Role.Advisor, Role.TeamMember, Role.Participant],
    tab: { group: 'bhuser', order: 2, icon: 'book' },
  },

  // Communication and content
  { path: '/chat', title: 'Messages', requiresAuth: true, menu: { order: 50, icon: 'chat', badge: 'chat' } },
  // A participant's own media: what was sent to them (beyond the spec's tables; docs/decisions.md, "A participant's view").
  {
    path: '/my-media',
    title: 'My media',
    requiresAuth: true,
    hideOnRoles: NOT_PARTICIPANT,
    menu: { order: 55, icon: 'perm_media' },
  },
  {
    path: '/library',
    title: 'Media library',
    requiresAuth: true,
    hideOnRoles: NOT_STAFF,
    menu: { order: 60, icon: 'perm_media' },
  },
  {
    path: '/sprints',
    title: 'Timed release',
    requiresAuth: true,
    hideOnRoles: NOT_STAFF,
    menu: { order: 70, icon: 'schedule_send' },
  },
  { path: '/sprints/:id', title: 'Template', requiresAuth: true, hideOnRoles: NOT_STAFF },
  {
    path: '/routines',
    title: 'Routines',
    wording: 'routines',
    requiresAuth: true,
    hideOnRoles: NOT_STAFF,
    menu: { order: 80, icon: 'fitness_center' },
  },
  {
    path: '/activities',
    title: 'Routines',
    wording: 'routines',
    requiresAuth: true,
    hideOnRoles: NOT_STAFF,
    redirect: '/routines',
  },
  { path: '/routines/routine/:id', title: 'Routine', wording: 'routine', requiresAuth: true, hideOnRoles: NOT_STAFF },
  { path: '/shared', title: 'Shared {routines}', requiresAuth: true, hideOnRoles: NOT_STAFF },
  { path: '/import-routines', title: 'Import {routines}', requiresAuth: true, hideOnRoles: NOT_STAFF },
  {
    path: '/courses',
    title: 'Courses',
    requiresAuth: true,
    hideOnRoles: NOT_COURSE_STAFF,
    menu: { order: 90, icon: 'school', beta: true },
  },
  { path: '/courses/add', title: 'New course', requiresAuth: true, hideOnRoles: NOT_COURSE_STAFF },
  { path: '/courses/:id', title: 'Course', requiresAuth: true, hideOnRoles: NOT_COURSE_STAFF },
  {
    path: '/screeners',
    title: 'Screeners',
    requiresAuth: true,
    hideOnRoles: NOT_STAFF,
    features: ['screener'],
    userFlag: 'surveyAvailable',
    menu: { order: 100, icon: 'assignment' },
  },
  {
    path: '/screeners/:id',
    title: 'Screener',
    requiresAuth: true,
    hideOnRoles: NOT_STAFF,
    features: ['screener'],
    userFlag: 'surveyAvailable',
  },
  {
    path: '/screeners/:id/results',
    title: 'Results',
    requiresAuth: true,
    hideOnRoles: NOT_STAFF,
    features: ['screener'],
    userFlag: 'surveyAvailable',
  },

  // Admin panel
  {
    path: '/admin-panel',
    title: 'Admin panel',
    requiresAuth: true,
    hideOnRoles: ONLY_ADMINS,
    redirect: '/admin-panel/logs',
    menu: { order: 110, icon: 'admin_panel_settings' },
  },
  { path: '/admin-panel/logs', title: 'Logs', requiresAuth: true, hideOnRoles: ONLY_ADMINS },
  { path: '/admin-panel/logs/:id', title: 'Log', requiresAuth: true, hideOnRoles: ONLY_ADMINS },
];

export interface RouteAccessContext {
  role: RoleId;
  features: Record<TenantFeature, boolean>;
  userFlags: Partial<Record<UserFlag, boolean>>;
  /** The viewed participant's flags, when the route is a participant tab. */
  participantFlags?: Partial<Record<ParticipantFlag, boolean>>;
}

/** One rule for the menu, the guard and the server: may this user see this route? */
export function canSeeRoute(route: RouteDef, ctx: RouteAccessContext): boolean {
  if (route.hideOnRoles?.includes(ctx.role)) return false;
  if (route.features?.some((f) => !ctx.features[f])) return false;
  if (route.userFlag && !ctx.userFlags[route.userFlag]) return false;
  if (route.participantFlag && ctx.participantFlags && !ctx.participantFlags[route.participantFlag]) return false;
  return true;
}

/** Public routes need every listed tenant feature only. */
export function canSeePublicRoute(route: RouteDef, features: Record<TenantFeature, boolean>): boolean {
  return !route.features?.some((f) => !features[f]);
}

export function findRoute(path: string): RouteDef | undefined {
  return ROUTES.find((r) => r.path === path);
}

/** Where a signed-in user lands when no nextUrl is carried. */
export function landingPath(role: RoleId): string {
  return role === Role.Participant ? '/my-day' : '/participants';
}
