import { Role } from './roles.js';
import type { RouteDef } from './route-def.js';

/** Hidden from every staff role: a participant's own screens. */
export const NOT_PARTICIPANT = [
  Role.Owner,
  Role.Admin,
  Role.Consultant,
  Role.CompanyAdmin,
  Role.Advisor,
  Role.TeamMember,
];

/**
 * A participant's own screens, a part of the route table (routes.ts spreads them where they stood), kept here so
 * that the table stays under 400 lines.
 */
export const PARTICIPANT_ROUTES: readonly RouteDef[] = [
  // A participant's own day (issue 16; docs/decisions.md, "The participant's day and progress screens"): where role 7 lands.
  {
    path: '/my-day',
    title: 'My day',
    requiresAuth: true,
    hideOnRoles: NOT_PARTICIPANT,
    menu: { order: 5, icon: 'today' },
  },
  // A survey the participant takes, section by section (issue 27): opened from its card on My day.
  { path: '/my-day/surveys/:id', title: 'Survey', requiresAuth: true, hideOnRoles: NOT_PARTICIPANT },
  // A course the participant goes through, step by step (issue 28): opened from "Your courses" on My day.
  { path: '/my-day/courses/:id', title: 'Course', requiresAuth: true, hideOnRoles: NOT_PARTICIPANT },
  // Their own streaks, completion and charts, and the weeks ahead of their calendar (issue 29, item 12; docs/decisions.md,
  // "Coaching loop: Today first, my progress, my calendar"). The participant's bottom navigation links to these paths.
  {
    path: '/my-progress',
    title: 'My progress',
    requiresAuth: true,
    hideOnRoles: NOT_PARTICIPANT,
    menu: { order: 6, icon: 'insights' },
  },
  {
    path: '/my-calendar',
    title: 'My calendar',
    requiresAuth: true,
    hideOnRoles: NOT_PARTICIPANT,
    menu: { order: 7, icon: 'event' },
  },
];
