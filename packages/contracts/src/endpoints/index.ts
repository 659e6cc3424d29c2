import type { EndpointDef } from '../endpoint.js';
import { analyticsEndpoints } from './analytics.endpoints.js';
import { authEndpoints } from './auth.endpoints.js';
import { assistantEndpoints } from './assistant.endpoints.js';
import { chatEndpoints } from './chat.endpoints.js';
import { companyEndpoints } from './companies.endpoints.js';
import { fileEndpoints } from './files.endpoints.js';
import { libraryEndpoints } from './library.endpoints.js';
import { healthEndpoints } from './health.endpoints.js';
import { notificationEndpoints } from './notifications.endpoints.js';
import { pushEndpoints } from './push.endpoints.js';
import { loginTokenEndpoints, profileEndpoints } from './profiles.endpoints.js';
import { dashboardEndpoints } from './dashboards.endpoints.js';
import { dictionaryEndpoints } from './dictionaries.endpoints.js';
import { programEndpoints } from './programs.endpoints.js';
import { quickMessageEndpoints } from './quick-messages.endpoints.js';
import { teamEndpoints } from './team.endpoints.js';
import { accountEndpoints } from './accounts.endpoints.js';
import { participantEndpoints, participantImportEndpoints } from './participants.endpoints.js';
import { taskEndpoints } from './tasks.endpoints.js';
import { routineEndpoints } from './routines.endpoints.js';
import { routineSharingEndpoints } from './routines-sharing.endpoints.js';
import { sequenceEndpoints } from './sequences.endpoints.js';
import { calendarEndpoints } from './calendar.endpoints.js';
import { calendarProgressEndpoints } from './calendar-progress.endpoints.js';
import { sprintEndpoints } from './sprints.endpoints.js';
import { journalEndpoints } from './journal.endpoints.js';
import { swapEndpoints } from './swaps.endpoints.js';

export * from './analytics.endpoints.js';
export * from './auth.endpoints.js';
export * from './assistant.endpoints.js';
export * from './chat.endpoints.js';
export * from './companies.endpoints.js';
export * from './files.endpoints.js';
export * from './library.endpoints.js';
export * from './health.endpoints.js';
export * from './notifications.endpoints.js';
export * from './push.endpoints.js';
export * from './profiles.endpoints.js';
export * from './dashboards.endpoints.js';
export * from './dictionaries.endpoints.js';
export * from './programs.endpoints.js';
export * from './quick-messages.endpoints.js';
export * from './team.endpoints.js';
export * from './accounts.endpoints.js';
export * from './participants.endpoints.js';
export * from './tasks.endpoints.js';
export * from './routines.endpoints.js';
export * from './routines-sharing.endpoints.js';
export * from './sequences.endpoints.js';
export * from './calendar.endpoints.js';
export * from './calendar-progress.endpoints.js';
export * from './sprints.endpoints.js';
export * from './journal.endpoints.js';
export * from './swaps.endpoints.js';

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
  sprints: sprintEndpoints,
  journal: journalEndpoints,
  swaps: swapEndpoints,
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
