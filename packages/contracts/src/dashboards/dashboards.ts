import { z } from 'zod';
import { queryBooleanSchema } from '../flags.js';
import { pageMetaSchema, pageQuerySchema } from '../paging.js';

/**
 * Dashboard ranges (spec 000 section 9). showAll=true widens an advisor's figures from their own participants to
 * their whole practice; the range applies either way (docs/decisions.md, "Dashboards").
 */
export const DASHBOARD_RANGES = ['today', 'week', 'month', 'year'] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];

export const dashboardQuerySchema = z.strictObject({
  filter: z.enum(DASHBOARD_RANGES).default('week'),
  showAll: queryBooleanSchema.default(false),
  /** IANA zone where "today", "week" (from Monday), "month" and "year" start; UTC by default. */
  tz: z
    .string()
    .max(64)
    .refine((tz) => isTimeZone(tz), 'Unknown time zone')
    .default('UTC'),
});
export const advisorsDashboardQuerySchema = z.strictObject({ ...dashboardQuerySchema.shape, ...pageQuerySchema.shape });

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** A number and the participants list (with its filter) that shows the same people. */
export const dashboardMetricSchema = z.object({ value: z.number().int(), link: z.string().nullable() });
export type DashboardMetric = z.infer<typeof dashboardMetricSchema>;

export const dashboardRangeSchema = z.object({
  filter: z.enum(DASHBOARD_RANGES),
  showAll: z.boolean(),
  /** Start of the range (ISO 8601 UTC). */
  from: z.string().nullable(),
  to: z.string(),
  tz: z.string(),
});

/**
 * Participant figures, each reproducible by the participants list filter in its link:
 * total, active, inactive; created in the range (createdFrom); signed in during the range
 * (signedInFrom); first sign-in in the range (firstSignInFrom); active without a sign-in in the
 * range (active=true&notSignedInFrom); active and never signed in (active=true&signedIn=false).
 */
export const participantFiguresSchema = z.object({
  total: dashboardMetricSchema,
  active: dashboardMetricSchema,
  inactive: dashboardMetricSchema,
  newParticipants: dashboardMetricSchema,
  signedIn: dashboardMetricSchema,
  newSignIns: dashboardMetricSchema,
  notSignedIn: dashboardMetricSchema,
  neverSignedIn: dashboardMetricSchema,
});
export type ParticipantFigures = z.infer<typeof participantFiguresSchema>;

/** The advisor a dashboard is about (id: the user id), named in the portal's title and breadcrumbs. */
export const dashboardAdvisorSchema = z.object({
  id: z.number().int(),
  profileId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  thumbnailUrl: z.string().nullable(),
});
export type DashboardAdvisor = z.infer<typeof dashboardAdvisorSchema>;

/** GET /participants/dashboard and /advisors/{id}/participants/dashboard. */
export const participantsDashboardSchema = z.object({
  range: dashboardRangeSchema,
  scope: z.object({ practiceId: z.number().int().nullable(), advisorId: z.number().int().nullable() }),
  /** The signed-in advisor on /participants/dashboard, the one asked for on /advisors/{id}/participants/dashboard. */
  advisor: dashboardAdvisorSchema,
  participants: participantFiguresSchema,
  /** Unread notifications of the advisor the dashboard is about. */
  unreadNotifications: dashboardMetricSchema,
});
export type ParticipantsDashboard = z.infer<typeof participantsDashboardSchema>;

/** GET /advisors/dashboard: the company's figures, then one row per advisor (paged). */
export const advisorsDashboardSchema = z.object({
  range: dashboardRangeSchema,
  scope: z.object({ practiceId: z.number().int() }),
  totals: participantFiguresSchema,
  advisors: z.array(
    z.object({
      id: z.number().int(),
      profileId: z.number().int(),
      firstName: z.string(),
      lastName: z.string(),
      isActive: z.boolean(),
      thumbnailUrl: z.string().nullable(),
      participants: participantFiguresSchema,
      unreadNotifications: dashboardMetricSchema,
    }),
  ),
  _meta: pageMetaSchema,
});
export type AdvisorsDashboard = z.infer<typeof advisorsDashboardSchema>;
