import {
  NotificationCode,
  NotificationType,
  PRACTICE_ROLES,
  Role,
  type NotificationParameters,
  type RoleId,
  type TenantId,
} from '@stride/contracts';
import type { Db } from '../../platform/db/client.js';
import { inTenant } from '../../platform/db/tenant-scope.js';
import type { AppEvent, EventMap, EventType } from '../../platform/events/index.js';
import { defineSubscriber, type Subscriber } from '../../platform/events/subscriber.js';
import type { Platform } from '../../platform/platform.js';
import {
  companyStaffRecipients,
  personFactsOfUser,
  recipientsOfProfiles,
  recipientsOfUsers,
  tenantStaffRecipients,
  type PersonFacts,
  type Recipient,
} from '../profiles/index.js';
import { deliverNotifications, insertNotifications, type NotificationDraft } from './deliver.js';
import type { MessageKey } from './messages.js';

/**
 * The producers: each turns one event into notifications. Adding a type is one `defineProducer` (the
 * event, whom it is about, the recipient rule, the message key; the settings switch follows from the
 * type, NOTIFICATION_SETTING_OF_TYPE) and one line in PRODUCERS. Rules: docs/decisions.md, "Notifications".
 */

/** What a recipient rule sees: the event, the person it is about, the transaction. */
export interface RuleInput<K extends EventType> {
  tx: Db;
  tenantId: TenantId;
  subject: PersonFacts;
  payload: EventMap[K];
}
export type RecipientRule<K extends EventType> = (input: RuleInput<K>) => Promise<Recipient[]>;

/** The participant's advisor and consultant (whichever they have). */
export const coachesOf: RecipientRule<EventType> = ({ tx, tenantId, subject }) =>
  recipientsOfProfiles(
    tx,
    tenantId,
    [subject.advisorProfileId, subject.consultantProfileId].filter((id): id is number => id !== null),
  );

/** The company admins of the person's company. */
export const companyAdminsOf: RecipientRule<EventType> = ({ tx, tenantId, subject }) =>
  subject.companyId === null
    ? Promise.resolve([])
    : companyStaffRecipients(tx, tenantId, subject.companyId, [Role.CompanyAdmin]);

/** The tenant's platform admins (owner and admins). */
export const platformAdmins: RecipientRule<EventType> = ({ tx, tenantId }) =>
  tenantStaffRecipients(tx, tenantId, [Role.Owner, Role.Admin]);

export interface ProducerSpec<K extends EventType> {
  event: K;
  type: NotificationType;
  /** The user the notification is about (its group, its click target). */
  subject: (payload: EventMap[K]) => number;
  recipients: RecipientRule<K>;
  code?: string | null | ((subject: PersonFacts, payload: EventMap[K]) => string | null);
  message: MessageKey | ((subject: PersonFacts, payload: EventMap[K]) => MessageKey);
  link?: MessageKey;
  vars?: (subject: PersonFacts, payload: EventMap[K]) => Record<string, string | number>;
  parameters?: (subject: PersonFacts, payload: EventMap[K]) => NotificationParameters;
  /** At most one notification of this key per recipient. */
  dedupeKey?: (subject: PersonFacts, payload: EventMap[K]) => string;
  /** Urgent until this key is cleared (`clearUrgent`): shown first, delivered whatever the settings. */
  urgentKey?: (payload: EventMap[K]) => string;
  /** Skip the event (e.g. not a first sign-in). */
  when?: (payload: EventMap[K]) => boolean;
  /** The person it is about may be a recipient (a participant told of their own survey); default false. */
  toSubject?: boolean;
  /** The actor is not told about their own doing (default true). */
  exceptActor?: boolean;
}

/** The drafts of one event: the subject's facts, the rule's recipients (each once, the actor left out). */
export async function draftsOf<K extends EventType>(
  tx: Db,
  spec: ProducerSpec<K>,
  event: AppEvent<K>,
): Promise<NotificationDraft[]> {
  const payload = event.payload as EventMap[K];
  const subject = await personFactsOfUser(tx, event.tenantId, spec.subject(payload));
  if (!subject) return [];
  const seen = new Set<number>();
  const recipients = (await spec.recipients({ tx, tenantId: event.tenantId, subject, payload })).filter((r) => {
    if (seen.has(r.userId)) return false;
    seen.add(r.userId);
    return (
      !((spec.exceptActor ?? true) && r.userId === event.actorUserId) && (spec.toSubject || r.userId !== subject.userId)
    );
  });
  const code = typeof spec.code === 'function' ? spec.code(subject, payload) : (spec.code ?? null);
  const message = typeof spec.message === 'function' ? spec.message(subject, payload) : spec.message;
  const vars = { name: `${subject.firstName} ${subject.lastName}`.trim(), ...spec.vars?.(subject, payload) };
  const parameters = { ...spec.parameters?.(subject, payload), entityProfileId: subject.profileId };
  const dedupeKey = spec.dedupeKey?.(subject, payload);
  const urgentKey = spec.urgentKey?.(payload);
  return recipients.map((recipient) => ({
    recipient,
    type: spec.type,
    code,
    message,
    ...(spec.link ? { link: spec.link } : {}),
    vars,
    parameters,
    subjectUserId: subject.userId,
    ...(dedupeKey ? { dedupeKey } : {}),
    ...(urgentKey ? { urgentKey } : {}),
  }));
}

/** A producer as an event subscriber (listed in modules/index.ts through PRODUCERS). */
export function defineProducer<K extends EventType>(spec: ProducerSpec<K>): Subscriber {
  return defineSubscriber(spec.event, async (event, platform: Platform) => {
    if (spec.when && !spec.when(event.payload as EventMap[K])) return;
    const created = await inTenant(platform.db, { tenantId: event.tenantId }, async (tx) =>
      insertNotifications(tx, event.tenantId, await draftsOf(tx, spec, event)),
    );
    await deliverNotifications(platform, event.tenantId, created);
  });
}

const NEW_LOGIN_CODES: Partial<Record<RoleId, string>> = {
  [Role.Participant]: NotificationCode.NewLoginParticipant,
  [Role.Advisor]: NotificationCode.NewLoginAdvisor,
  [Role.CompanyAdmin]: NotificationCode.NewLoginCompanyAdmin,
  [Role.TeamMember]: NotificationCode.NewLoginTeam,
  [Role.Consultant]: NotificationCode.NewLoginConsultant,
};

/** A first sign-in: a participant's coaches; practice staff's company admins; a consultant's platform admins. */
const newLoginRecipients: RecipientRule<'auth.signed_in'> = (input) => {
  const role = input.subject.roleId;
  if (role === Role.Participant) return coachesOf(input);
  if ((PRACTICE_ROLES as readonly RoleId[]).includes(role)) return companyAdminsOf(input);
  if (role === Role.Consultant) return platformAdmins(input);
  return Promise.resolve([]);
};

/** A participant's own words in a notification's one line: at most REASON_SHOWN characters, then an ellipsis. */
const REASON_SHOWN = 140;
const clip = (text: string) => (text.length > REASON_SHOWN ? `${text.slice(0, REASON_SHOWN - 1).trimEnd()}…` : text);

const participant = { subject: (p: { participantUserId: number }) => p.participantUserId, recipients: coachesOf };

/** Something shared with a practice: about its sharer, for each staff member of that company (not its
 * participants, nobody of another company). */
const sharedWithCompany = {
  subject: (p: { sharerUserId: number }) => p.sharerUserId,
  recipients: ({ tx, tenantId, payload }: { tx: Db; tenantId: TenantId; payload: { companyId: number } }) =>
    companyStaffRecipients(tx, tenantId, payload.companyId, PRACTICE_ROLES),
};

/** Every producer, one per event. */
export const PRODUCERS: Subscriber[] = [
  defineProducer({
    event: 'auth.signed_in',
    type: NotificationType.NewLogin,
    when: (p) => p.firstSignIn && NEW_LOGIN_CODES[p.roleId] !== undefined,
    subject: (p) => p.userId,
    recipients: newLoginRecipients,
    code: (s) => NEW_LOGIN_CODES[s.roleId] ?? null,
    message: 'newLogin.firstSignIn',
    parameters: (s) => ({ companyId: s.companyId }),
    dedupeKey: (s) => `new-login:${s.userId}`,
  }),
  defineProducer({
    event: 'library.shared_to_company',
    type: NotificationType.MediaLibrary,
    code: NotificationCode.MediaLibrarySharedMedia,
    ...sharedWithCompany,
    message: 'mediaLibrary.shared',
    link: 'mediaLibrary.shared.link',
    vars: (_s, p) => ({ title: p.title }),
    parameters: (_s, p) => ({ companyId: p.companyId, mediaLibraryFolderId: p.folderId }),
  }),
  // The care domains' producers: ready for their events (notifications.events.ts).
  defineProducer({
    event: 'activity.completed',
    type: NotificationType.Activities,
    ...participant,
    message: 'activities.completed',
    link: 'activities.completed.link',
    parameters: (_s, p) => ({ activityDate: p.activityDate, rating: p.rating ?? null }),
  }),
  // A skip tells the coaches what was skipped and why ("Henry Park skipped Cat-cow: Sore wrist today").
  defineProducer({
    event: 'activity.skipped',
    type: NotificationType.Activities,
    code: NotificationCode.ActivitySkipped,
    ...participant,
    message: 'activities.skipped',
    link: 'activities.skipped.link',
    vars: (_s, p) => ({ title: p.title, reason: clip(p.reason) }),
    parameters: (_s, p) => ({ activityDate: p.activityDate }),
  }),
  defineProducer({
    event: 'journal.entry_added',
    type: NotificationType.Journal,
    ...participant,
    message: (_s, p) => (p.comment ? 'journal.comment' : 'journal.entry'),
    link: 'journal.link',
    parameters: (_s, p) => ({ journalDate: p.journalDate }),
  }),
  // A staff member's comment on a participant's meal: about its author, to the participant, opening their
  // day (/my-day?date=).
  defineProducer({
    event: 'journal.staff_commented',
    type: NotificationType.Journal,
    code: NotificationCode.JournalStaffComment,
    subject: (p) => p.authorUserId,
    recipients: ({ tx, tenantId, payload }) => recipientsOfUsers(tx, tenantId, [payload.participantUserId]),
    message: 'journal.staffComment',
    link: 'journal.link',
    parameters: (_s, p) => ({ journalDate: p.journalDate }),
  }),
  defineProducer({
    event: 'routine.changed',
    type: NotificationType.Routine,
    ...participant,
    message: 'routine.updated',
  }),
  // The one notification of a share (modules/sharing): a kind that `notifies` (a folder of definitions, a
  // routine) tells the receiving company's staff.
  defineProducer({
    event: 'sharing.shared',
    type: NotificationType.Routine,
    code: NotificationCode.RoutineSharedFolder,
    ...sharedWithCompany,
    message: (_s, p) => (p.subject === 'FOLDER' ? 'routine.sharedFolder' : 'routine.sharedRoutine'),
    link: 'routine.shared.link',
    vars: (_s, p) => ({ title: p.title }),
    parameters: (_s, p) => ({ companyId: p.companyId }),
  }),
  defineProducer({
    event: 'smart_survey.updated',
    type: NotificationType.SmartSurvey,
    code: NotificationCode.SurveyCompleted,
    ...participant,
    message: (_s, p) => (p.completed ? 'smartSurvey.completed' : 'smartSurvey.updated'),
    link: 'survey.link',
    vars: (_s, p) => ({ survey: p.name }),
    parameters: (_s, p) => ({ surveyId: p.surveyId, surveyKind: p.kind }),
  }),
  // A survey open to the participant: to them, opening it (/my-day/surveys/{id}); about them.
  defineProducer({
    event: 'surveys.available',
    type: NotificationType.SmartSurvey,
    code: NotificationCode.SurveyAvailable,
    subject: (p) => p.participantUserId,
    recipients: ({ tx, tenantId, payload }) => recipientsOfUsers(tx, tenantId, [payload.participantUserId]),
    toSubject: true,
    message: 'survey.available',
    link: 'survey.available.link',
    vars: (_s, p) => ({ survey: p.name }),
    parameters: (_s, p) => ({ surveyId: p.surveyId, surveyKind: p.kind }),
    dedupeKey: (_s, p) => `survey-available:${p.surveyId}`,
  }),
  // A critical answer: urgent, to the coaches and the company admins, until someone acknowledges it.
  defineProducer({
    event: 'surveys.critical',
    type: NotificationType.SmartSurvey,
    code: NotificationCode.SurveyCritical,
    subject: (p) => p.participantUserId,
    recipients: async (input) => [...(await coachesOf(input)), ...(await companyAdminsOf(input))],
    message: 'survey.critical',
    link: 'survey.link',
    vars: (_s, p) => ({ survey: p.name }),
    parameters: (_s, p) => ({ surveyId: p.surveyId, surveyKind: p.kind }),
    dedupeKey: (_s, p) => `survey-critical:${p.surveyId}`,
    urgentKey: (p) => `survey:${p.surveyId}`,
  }),
  // A course assigned to a participant: to them, opening it (/my-day/courses/{courseId}); about them.
  defineProducer({
    event: 'course.assigned',
    type: NotificationType.Routine,
    code: NotificationCode.CourseAssigned,
    subject: (p) => p.participantUserId,
    recipients: ({ tx, tenantId, payload }) => recipientsOfUsers(tx, tenantId, [payload.participantUserId]),
    toSubject: true,
    message: 'course.assigned',
    link: 'course.assigned.link',
    vars: (_s, p) => ({ title: p.title }),
    parameters: (_s, p) => ({ courseId: p.courseId }),
    dedupeKey: (_s, p) => `course-assigned:${p.courseId}`,
  }),
  // A participant completed a course: their coaches, opening the participant's courses.
  defineProducer({
    event: 'course.completed',
    type: NotificationType.Activities,
    code: NotificationCode.CourseCompleted,
    ...participant,
    message: 'course.completed',
    link: 'course.completed.link',
    vars: (_s, p) => ({ title: p.title }),
    parameters: (_s, p) => ({ courseId: p.courseId }),
  }),
  defineProducer({
    event: 'swap.added',
    type: NotificationType.Swap,
    ...participant,
    message: (_s, p) => (p.notes ? 'swap.notes' : 'swap.entry'),
    link: 'swap.link',
    parameters: (_s, p) => ({ swapId: p.swapId }),
  }),
];
