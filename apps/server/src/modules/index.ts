/**
 * The registry: the one file that names every module, through its public surface (`<module>/index.ts`)
 * only. app.ts runs its lists: routes, jobs, subscribers, and the collectors' registries (library uses,
 * account deletion, the kinds of shares), so that no module imports another to gather it (docs/architecture.md, "Module surfaces").
 */
import type { Db } from '../platform/db/client.js';
import type { Subscriber } from '../platform/events/subscriber.js';
import type { ModuleJobs } from '../platform/jobs/index.js';
import type { ModuleMetrics } from '../platform/metrics/index.js';
import { type ForgetStep, type RecordSource, routes as accounts } from './accounts/index.js';
import { analyticsRecord, forgetPageViews, routes as analytics } from './analytics/index.js';
import { routes as assistant, type FactSource } from './assistant/index.js';
import { auditJobs, routes as audit } from './audit/index.js';
import { calendarFacts, calendarRecord, participantCalendarSource, routes as calendar } from './calendar/index.js';
import { chatFilesStoredBytes, chatMessagesSource, chatRecord, routes as chat } from './chat/index.js';
import { routes as companies } from './companies/index.js';
import {
  COURSE_SHARE_KINDS,
  COURSE_SUBSCRIBERS,
  coursesRecord,
  coursesSource,
  forgetCourses,
  routes as courses,
} from './courses/index.js';
import { routes as dashboards } from './dashboards/index.js';
import { routes as files } from './files/index.js';
import { routes as health } from './health/index.js';
import { forgetJournal, journalFacts, journalRecord, routes as journal } from './journal/index.js';
import {
  forgetLibrary,
  libraryJobs,
  libraryRecord,
  type StoredBytesSource,
  type UtilizationSource,
  routes as library,
} from './library/index.js';
import {
  forgetNotifications,
  NOTIFICATION_SUBSCRIBERS,
  notificationsRecord,
  notificationsJobs,
  notificationsMetrics,
  routes as notifications,
} from './notifications/index.js';
import { participantsJobs, routes as participants } from './participants/index.js';
import { routes as profiles } from './profiles/index.js';
import { forgetPrograms, programsRecord, routes as programs } from './programs/index.js';
import { pushJobs, pushMetrics, routes as push } from './push/index.js';
import { forgetQuickMessages, routes as quickMessages } from './quick-messages/index.js';
import {
  forgetRoutines,
  ROUTINE_SHARE_KINDS,
  routineDefinitionsSource,
  routinesRecord,
  routes as routines,
} from './routines/index.js';
import { type AnyShareKindSpec, routes as sharing } from './sharing/index.js';
import {
  forgetSprints,
  SPRINT_SHARE_KINDS,
  sprintPlannedSource,
  sprintsJobs,
  sprintsMetrics,
  sprintTemplatesSource,
  routes as sprints,
  sprintsFacts,
  sprintsRecord,
} from './sprints/index.js';
import {
  ensureSurveyInstruments,
  forgetSurveys,
  routes as surveys,
  surveysJobs,
  surveysRecord,
} from './surveys/index.js';
import { forgetSwaps, swapsFacts, swapsRecord, swapsSource, routes as swaps } from './swaps/index.js';
import { forgetTasks, routes as tasks } from './tasks/index.js';
import { routes as team } from './team/index.js';
import { routes as translation } from './translation/index.js';
import { routes as speech } from './speech/index.js';

/**
 * Every module's routes, one entry per module (its index.ts lists them): the platform's (health, files), people
 * and organisation, the media and exercise libraries, sharing, the participant's programme, chat.
 */
export const MODULES = [
  health,
  files,
  profiles,
  analytics,
  audit,
  notifications,
  push,
  companies,
  programs,
  team,
  quickMessages,
  dashboards,
  participants,
  tasks,
  accounts,
  library,
  routines,
  sharing,
  calendar,
  sprints,
  swaps,
  surveys,
  courses,
  journal,
  assistant,
  chat,
  translation,
  speech,
];

/** Every module's jobs (`<domain>.jobs.ts`), defined once per process before the queue starts. */
export const JOBS: ModuleJobs[] = [
  libraryJobs,
  participantsJobs,
  notificationsJobs,
  pushJobs,
  sprintsJobs,
  surveysJobs,
  auditJobs,
];

/**
 * Every module's Prometheus series (`<domain>.metrics.ts`): declared once per process after the jobs, before
 * anything counts or is scraped (docs/operations.md, "Metrics"); the gauges a module computes from its tables
 * are its own, as platform reads no module's.
 */
export const METRICS: ModuleMetrics[] = [notificationsMetrics, pushMetrics, sprintsMetrics];

/**
 * Every module's event subscribers (`<domain>.subscribers.ts`, with defineSubscriber), subscribed once
 * per process. Events are typed by platform/events/event-map.ts, which modules augment
 * (`<domain>.events.ts`).
 */
export const SUBSCRIBERS: Subscriber[] = [...NOTIFICATION_SUBSCRIBERS, ...COURSE_SUBSCRIBERS];

/**
 * Where library files are used, one source per domain (`<domain>.utilizations.ts`): the library's deletes ask
 * them all, in this order (a file's uses are listed so), after its own (sent to participants). app.ts
 * registers them with the library before the routes.
 */
export const UTILIZATION_SOURCES: UtilizationSource[] = [
  routineDefinitionsSource,
  participantCalendarSource,
  sprintTemplatesSource,
  sprintPlannedSource,
  swapsSource,
  chatMessagesSource,
  coursesSource,
];

/**
 * What each domain tells the assistant about a participant's week (`<domain>.assistant-facts.ts`), asked in
 * this order; app.ts registers them with the assistant before the routes.
 */
export const ASSISTANT_FACT_SOURCES: FactSource[] = [calendarFacts, journalFacts, swapsFacts, sprintsFacts];

/**
 * Files people uploaded that a domain keeps outside the library's tables (`<domain>.stored-bytes.ts`): they
 * count in their uploader's storage quota. app.ts registers them with the library before the routes.
 */
export const STORED_BYTES_SOURCES: StoredBytesSource[] = [chatFilesStoredBytes];

/**
 * What each domain forgets of a deleted account (`<domain>/forget.ts`), run in this order in the deleting
 * transaction; app.ts registers them with the accounts module, whose audit row lists each under its key.
 */
export const FORGET_STEPS: ForgetStep[] = [
  forgetTasks,
  forgetLibrary,
  forgetQuickMessages,
  forgetPrograms,
  forgetNotifications,
  forgetPageViews,
  forgetRoutines,
  forgetSprints,
  forgetJournal,
  forgetSwaps,
  forgetSurveys,
  forgetCourses,
];

/**
 * What each domain keeps about a participant, for their export (`<domain>/record.ts`, the mirror of its
 * `forget.ts`), read in this order in one transaction; app.ts registers them with the accounts module, whose
 * ZIP holds each under its key in record.json (docs/decisions.md, "Accounts: one participant's export").
 */
export const RECORD_SOURCES: RecordSource[] = [
  programsRecord,
  calendarRecord,
  routinesRecord,
  sprintsRecord,
  journalRecord,
  swapsRecord,
  surveysRecord,
  coursesRecord,
  chatRecord,
  notificationsRecord,
  libraryRecord,
  analyticsRecord,
];

/**
 * Every kind of thing shared between companies, each registered by the module that owns it
 * (`<domain>.sharing.ts`, with defineShareKind); app.ts registers them before any route answers.
 */
export const SHARE_KINDS: AnyShareKindSpec[] = [...ROUTINE_SHARE_KINDS, ...SPRINT_SHARE_KINDS, ...COURSE_SHARE_KINDS];

/**
 * Content the product ships (not demo data): each step makes sure every tenant has it, at every start and
 * whatever SEED says, without touching what is there (the validated screeners, docs/decisions.md,
 * "Screeners: instruments"). app.ts runs them after the migrations, holding a lock.
 */
const PRODUCT_CONTENT: ((db: Db) => Promise<unknown>)[] = [ensureSurveyInstruments];

/**
 * Every step of the product's content. A new embedded database's template holds it already (platform/db/template.ts:
 * the build puts it there), so that a first start only checks it.
 */
export async function ensureProductContent(db: Db): Promise<void> {
  for (const ensure of PRODUCT_CONTENT) await ensure(db);
}
