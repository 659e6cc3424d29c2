import { analyticsRoutes } from './analytics/analytics.routes.js';
import { assistantRoutes } from './assistant/assistant.routes.js';
import { filesRoutes } from './files/files.routes.js';
import { healthRoutes } from './health/health.routes.js';
import { directoriesRoutes } from './library/directories.routes.js';
import { itemsRoutes } from './library/items.routes.js';
import { routinesRoutes } from './routines/routines.routes.js';
import { sequencesRoutes } from './routines/sequences.routes.js';
import { sharedSequencesRoutes } from './routines/sequences.shared.routes.js';
import { resourcesRoutes } from './library/resources.routes.js';
import { sentResourcesRoutes } from './library/sent-resources.routes.js';
import { libraryDictionariesRoutes } from './library/library-dictionaries.routes.js';
import { staticMediaRoutes } from './library/static-media.routes.js';
import { libraryUploadsRoutes } from './library/uploads.routes.js';
import { notificationsRoutes } from './notifications/notifications.routes.js';
import { pushRoutes } from './push/push.routes.js';
import { loginTokensRoutes } from './profiles/login-tokens.routes.js';
import { profilesRoutes } from './profiles/profiles.routes.js';
import { companiesRoutes } from './companies/companies.routes.js';
import { companyPictureRoutes } from './companies/company-picture.routes.js';
import { companyUsersRoutes } from './companies/company-users.routes.js';
import { dashboardsRoutes } from './dashboards/dashboards.routes.js';
import { newUserEmailRoutes } from './profiles/new-user-email.routes.js';
import { profilePictureRoutes } from './profiles/picture.routes.js';
import { programAssignmentsRoutes } from './programs/program-assignments.routes.js';
import { programsRoutes } from './programs/programs.routes.js';
import { quickMessagesRoutes } from './quick-messages/quick-messages.routes.js';
import { dictionariesRoutes } from './team/dictionaries.routes.js';
import { teamRoutes } from './team/team.routes.js';
import { accountsRoutes } from './accounts/accounts.routes.js';
import { participantImportRoutes } from './participants/import/import.routes.js';
import { participantsRoutes } from './participants/participants.routes.js';
import { tasksRoutes } from './tasks/tasks.routes.js';
import { chatRoutes } from './chat/chat.routes.js';
import { sprintsRoutes } from './sprints/sprints.routes.js';
import { swapsRoutes } from './swaps/swaps.routes.js';
import { journalRoutes } from './journal/journal.routes.js';
import { sprintsJobs } from './sprints/sprints.jobs.js';
import { profilePreviewsRoutes } from './profiles/previews.routes.js';
import type { ModuleJobs } from '../platform/jobs/index.js';
import type { Subscriber } from '../platform/events/subscriber.js';
import { libraryJobs } from './library/library.jobs.js';
import { participantsJobs } from './participants/participants.jobs.js';
import { pushJobs } from './push/push.jobs.js';
import { notificationsJobs } from './notifications/notifications.jobs.js';
import { NOTIFICATION_SUBSCRIBERS } from './notifications/notifications.subscribers.js';

/** Every module's routes, in one list (docs/architecture.md). */
export const MODULES = [
  healthRoutes,
  filesRoutes,
  profilesRoutes,
  loginTokensRoutes,
  analyticsRoutes,
  notificationsRoutes,
  pushRoutes,
  // Organisation: companies, programs, team, profile extras, quick messages, dashboards.
  companiesRoutes,
  companyPictureRoutes,
  companyUsersRoutes,
  programsRoutes,
  programAssignmentsRoutes,
  teamRoutes,
  dictionariesRoutes,
  profilePictureRoutes,
  newUserEmailRoutes,
  quickMessagesRoutes,
  dashboardsRoutes,
  // People: participants, their import and its tasks, accounts.
  participantsRoutes,
  participantImportRoutes,
  tasksRoutes,
  accountsRoutes,
  // Media library: folders, items, resources.
  directoriesRoutes,
  itemsRoutes,
  resourcesRoutes,
  sentResourcesRoutes,
  libraryUploadsRoutes,
  staticMediaRoutes,
  libraryDictionariesRoutes,
  // Exercise library: definitions and their folders; routines (sequences) and theirs.
  routinesRoutes,
  sequencesRoutes,
  sharedSequencesRoutes,
  // Sprints: templates, a participant's timed messages.
  sprintsRoutes,
  // Swaps: a participant's habit swaps, their progress, entries and PDF.
  swapsRoutes,
  // Journal: a participant's days, meals and comments.
  journalRoutes,
  // Chat: the assistant.
  assistantRoutes,
  // Chat: channels, messages, realtime; profile previews.
  chatRoutes,
  profilePreviewsRoutes,
];

/** Every module's jobs (`<domain>.jobs.ts`), defined once per process before the queue starts. */
export const JOBS: ModuleJobs[] = [libraryJobs, participantsJobs, notificationsJobs, pushJobs, sprintsJobs];

/**
 * Every module's event subscribers (`<domain>.subscribers.ts`, with defineSubscriber), subscribed once
 * per process. Events are typed by platform/events/event-map.ts, which modules augment
 * (`<domain>.events.ts`).
 */
export const SUBSCRIBERS: Subscriber[] = [...NOTIFICATION_SUBSCRIBERS];
