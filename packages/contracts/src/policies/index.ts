import { decidePolicy, type Decision, type Policy, type PolicyActor } from '../policy.js';
import { samiAnswerPolicy } from '../assistant/assistant.policy.js';
import { auditLogPolicy } from '../audit/audit.policy.js';
import { chatMessagePolicy, chatPolicy } from '../chat/chat.policy.js';
import { companyPolicy } from '../companies/companies.policy.js';
import {
  libraryFilePolicy,
  libraryFolderPolicy,
  libraryShareTargetPolicy,
  participantMediaPolicy,
} from '../library/library.policy.js';
import { personPolicy, surrogateRecordPolicy } from '../profiles/profiles.policy.js';
import { advisorDashboardPolicy } from '../dashboards/dashboards.policy.js';
import { programPolicy } from '../programs/programs.policy.js';
import { quickMessagesPolicy } from '../quick-messages/quick-messages.policy.js';
import { teamMemberPolicy } from '../team/team.policy.js';
import { accountPolicy } from '../accounts/accounts.policy.js';
import { participantPlacementPolicy, participantPolicy } from '../participants/participants.policy.js';
import { taskPolicy } from '../tasks/tasks.policy.js';
import { notificationPolicy } from '../notifications/notifications.policy.js';
import { routineDefinitionPolicy, routineFolderPolicy } from '../routines/routines.policy.js';
import { routineSequencePolicy } from '../routines/sequences.policy.js';
import { participantCalendarPolicy } from '../calendar/calendar.policy.js';
import { sprintsPolicy, sprintTemplatePolicy } from '../sprints/sprints.policy.js';
import { participantJournalPolicy } from '../journal/journal.policy.js';
import { participantSwapsPolicy } from '../swaps/swaps.policy.js';
import { participantSurveysPolicy, surveyDefinitionPolicy } from '../surveys/surveys.policy.js';
import { coursePolicy, participantCoursesPolicy } from '../courses/courses.policy.js';
import { translationPolicy } from '../translation/translation.policy.js';
import { speechPolicy } from '../speech/speech.policy.js';

export * from '../assistant/assistant.policy.js';
export * from '../audit/audit.policy.js';
export * from '../chat/chat.policy.js';
export * from '../companies/companies.policy.js';
export * from '../library/library.policy.js';
export * from '../profiles/profiles.policy.js';
export * from '../dashboards/dashboards.policy.js';
export * from '../programs/programs.policy.js';
export * from '../quick-messages/quick-messages.policy.js';
export * from '../team/team.policy.js';
export * from '../accounts/accounts.policy.js';
export * from '../participants/participants.policy.js';
export * from '../tasks/tasks.policy.js';
export * from '../notifications/notifications.policy.js';
export * from '../routines/routines.policy.js';
export * from '../routines/sequences.policy.js';
export * from '../calendar/calendar.policy.js';
export * from '../sprints/sprints.policy.js';
export * from '../journal/journal.policy.js';
export * from '../swaps/swaps.policy.js';
export * from '../surveys/surveys.policy.js';
export * from '../courses/courses.policy.js';
export * from '../sharing/sharing.policy.js';
export * from '../translation/translation.policy.js';
export * from '../speech/speech.policy.js';

/**
 * Every domain's policy by resource name (docs/architecture.md, "Policies"): the server's authorize()
 * and the portal's can() decide by these same rules, so a button is shown exactly where the call is allowed.
 */
export const policies = {
  company: companyPolicy,
  chat: chatPolicy,
  chatMessage: chatMessagePolicy,
  samiAnswer: samiAnswerPolicy,
  auditLog: auditLogPolicy,
  libraryFolder: libraryFolderPolicy,
  libraryFile: libraryFilePolicy,
  libraryShareTarget: libraryShareTargetPolicy,
  participantMedia: participantMediaPolicy,
  person: personPolicy,
  surrogateRecord: surrogateRecordPolicy,
  program: programPolicy,
  teamMember: teamMemberPolicy,
  quickMessages: quickMessagesPolicy,
  advisorDashboard: advisorDashboardPolicy,
  participant: participantPolicy,
  participantPlacement: participantPlacementPolicy,
  task: taskPolicy,
  notification: notificationPolicy,
  account: accountPolicy,
  routineDefinition: routineDefinitionPolicy,
  routineFolder: routineFolderPolicy,
  routineSequence: routineSequencePolicy,
  participantCalendar: participantCalendarPolicy,
  sprintTemplate: sprintTemplatePolicy,
  sprints: sprintsPolicy,
  participantJournal: participantJournalPolicy,
  participantSwaps: participantSwapsPolicy,
  surveyDefinition: surveyDefinitionPolicy,
  participantSurveys: participantSurveysPolicy,
  course: coursePolicy,
  participantCourses: participantCoursesPolicy,
  translation: translationPolicy,
  speech: speechPolicy,
};

/** The name the 404 of a hidden resource uses. */
export const policyEntities: Record<keyof typeof policies, string> = {
  company: 'Company',
  chat: 'Chat',
  chatMessage: 'Message',
  samiAnswer: 'Answer',
  auditLog: 'Operation',
  libraryFolder: 'Directory',
  libraryFile: 'File',
  libraryShareTarget: 'Company',
  participantMedia: 'Profile',
  person: 'Profile',
  surrogateRecord: 'Profile',
  program: 'Program',
  teamMember: 'User',
  quickMessages: 'Profile',
  advisorDashboard: 'Advisor',
  participant: 'Participant',
  participantPlacement: 'Practice',
  task: 'Task',
  notification: 'Notification',
  account: 'Account',
  routineDefinition: 'Definition',
  routineFolder: 'Folder',
  routineSequence: 'Routine',
  participantCalendar: 'Participant',
  sprintTemplate: 'Sprint',
  sprints: 'Participant',
  participantJournal: 'Participant',
  participantSwaps: 'Swap',
  surveyDefinition: 'Survey definition',
  participantSurveys: 'Survey',
  course: 'Course',
  participantCourses: 'Course',
  translation: 'Text',
  speech: 'Text',
};

type Policies = typeof policies;
type Domain = keyof Policies & string;
type ActionsOf<D extends Domain> = Exclude<keyof Policies[D], never> & string;
/** `company.update`, `participant.view`, …: a domain's name and one of its rules. */
export type PolicyAction = { [D in Domain]: `${D}.${ActionsOf<D>}` }[Domain];
export type PolicyDomain<A extends PolicyAction> = A extends `${infer D extends Domain}.${string}` ? D : never;
/** The resource an action is decided on. */
export type PolicyResource<A extends PolicyAction> =
  Policies[PolicyDomain<A>] extends Policy<infer R, string> ? R : never;

export function decide<A extends PolicyAction>(actor: PolicyActor, action: A, resource: PolicyResource<A>): Decision {
  const dot = action.indexOf('.');
  const domain = action.slice(0, dot) as Domain;
  const rule = action.slice(dot + 1);
  return decidePolicy(policies[domain] as Policy<unknown, string>, actor, rule, resource);
}

/** Whether the actor may: the portal shows a button or tab where this is true. */
export function can<A extends PolicyAction>(
  actor: PolicyActor | null,
  action: A,
  resource: PolicyResource<A>,
): boolean {
  return actor !== null && decide(actor, action, resource) === 'allow';
}
