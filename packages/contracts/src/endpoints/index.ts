import type { EndpointDef } from '../endpoint.js';
import { analyticsEndpoints } from '../analytics/analytics.endpoints.js';
import { auditEndpoints } from '../audit/audit.endpoints.js';
import { authEndpoints } from '../auth/auth.endpoints.js';
import { assistantEndpoints } from '../assistant/assistant.endpoints.js';
import { chatEndpoints } from '../chat/chat.endpoints.js';
import { companyEndpoints } from '../companies/companies.endpoints.js';
import { fileEndpoints } from '../files/files.endpoints.js';
import { libraryEndpoints } from '../library/library.endpoints.js';
import { healthEndpoints } from '../health/health.endpoints.js';
import { notificationEndpoints } from '../notifications/notifications.endpoints.js';
import { pushEndpoints } from '../push/push.endpoints.js';
import { loginTokenEndpoints, profileEndpoints } from '../profiles/profiles.endpoints.js';
import { dashboardEndpoints } from '../dashboards/dashboards.endpoints.js';
import { dictionaryEndpoints } from '../team/dictionaries.endpoints.js';
import { programEndpoints } from '../programs/programs.endpoints.js';
import { quickMessageEndpoints } from '../quick-messages/quick-messages.endpoints.js';
import { teamEndpoints } from '../team/team.endpoints.js';
import { accountEndpoints } from '../accounts/accounts.endpoints.js';
import { participantEndpoints, participantImportEndpoints } from '../participants/participants.endpoints.js';
import { taskEndpoints } from '../tasks/tasks.endpoints.js';
import { routineEndpoints } from '../routines/routines.endpoints.js';
import { routineSharingEndpoints } from '../sharing/sharing.endpoints.js';
import { sequenceEndpoints } from '../routines/sequences.endpoints.js';
import { calendarEndpoints } from '../calendar/calendar.endpoints.js';
import { calendarProgressEndpoints } from '../calendar/calendar-progress.endpoints.js';
import { calendarFeedEndpoints } from '../calendar/calendar-feed.endpoints.js';
import { sprintEndpoints } from '../sprints/sprints.endpoints.js';
import { journalEndpoints } from '../journal/journal.endpoints.js';
import { swapEndpoints } from '../swaps/swaps.endpoints.js';
import { surveyEndpoints } from '../surveys/surveys.endpoints.js';
import { publicSurveyEndpoints } from '../surveys/public.endpoints.js';
import { courseEndpoints } from '../courses/courses.endpoints.js';
import { translationEndpoints } from '../translation/translation.endpoints.js';
import { speechEndpoints } from '../speech/speech.endpoints.js';

export * from '../analytics/analytics.endpoints.js';
export * from '../audit/audit.endpoints.js';
export * from '../auth/auth.endpoints.js';
export * from '../assistant/assistant.endpoints.js';
export * from '../chat/chat.endpoints.js';
export * from '../companies/companies.endpoints.js';
export * from '../files/files.endpoints.js';
export * from '../library/library.endpoints.js';
export * from '../health/health.endpoints.js';
export * from '../notifications/notifications.endpoints.js';
export * from '../push/push.endpoints.js';
export * from '../profiles/profiles.endpoints.js';
export * from '../dashboards/dashboards.endpoints.js';
export * from '../team/dictionaries.endpoints.js';
export * from '../programs/programs.endpoints.js';
export * from '../quick-messages/quick-messages.endpoints.js';
export * from '../team/team.endpoints.js';
export * from '../accounts/accounts.endpoints.js';
export * from '../participants/participants.endpoints.js';
export * from '../tasks/tasks.endpoints.js';
export * from '../routines/routines.endpoints.js';
export * from '../sharing/sharing.endpoints.js';
export * from '../routines/sequences.endpoints.js';
export * from '../calendar/calendar.endpoints.js';
export * from '../calendar/calendar-progress.endpoints.js';
export * from '../calendar/calendar-feed.endpoints.js';
export * from '../sprints/sprints.endpoints.js';
export * from '../journal/journal.endpoints.js';
export * from '../swaps/swaps.endpoints.js';
export * from '../surveys/surveys.endpoints.js';
export * from '../surveys/public.endpoints.js';
export * from '../courses/courses.endpoints.js';
export * from '../translation/translation.endpoints.js';
export * from '../speech/speech.endpoints.js';

/**
 * The endpoint table (docs/architecture.md): every call of the API, by domain. The server registers its
 * routes from it, /api/openapi.json is generated from it, the portal's client is typed by it, and the
 * safety tests call every entry.
 */
export const endpoints = {
  companies: companyEndpoints,
  chat: chatEndpoints,
  assistant: assistantEndpoints,
  library: libraryEndpoints,
  files: fileEndpoints,
  profiles: profileEndpoints,
  loginTokens: loginTokenEndpoints,
  notifications: notificationEndpoints,
  push: pushEndpoints,
  analytics: analyticsEndpoints,
  audit: auditEndpoints,
  health: healthEndpoints,
  auth: authEndpoints,
  programs: programEndpoints,
  team: teamEndpoints,
  dictionaries: dictionaryEndpoints,
  quickMessages: quickMessageEndpoints,
  dashboards: dashboardEndpoints,
  participants: participantEndpoints,
  participantImport: participantImportEndpoints,
  tasks: taskEndpoints,
  accounts: accountEndpoints,
  routines: routineEndpoints,
  routinesSharing: routineSharingEndpoints,
  sequences: sequenceEndpoints,
  calendar: calendarEndpoints,
  calendarProgress: calendarProgressEndpoints,
  calendarFeed: calendarFeedEndpoints,
  sprints: sprintEndpoints,
  journal: journalEndpoints,
  swaps: swapEndpoints,
  surveys: surveyEndpoints,
  publicSurveys: publicSurveyEndpoints,
  courses: courseEndpoints,
  translation: translationEndpoints,
  speech: speechEndpoints,
};

export type Endpoints = typeof endpoints;

/** Every endpoint with its operation id (`companies.update`), in table order. */
export function allEndpoints(): { operationId: string; domain: string; endpoint: EndpointDef }[] {
  return Object.entries(endpoints).flatMap(([domain, table]) =>
    Object.entries(table as Record<string, EndpointDef>).map(([name, endpoint]) => ({
      operationId: `${domain}.${name}`,
      domain,
      endpoint,
    })),
  );
}
