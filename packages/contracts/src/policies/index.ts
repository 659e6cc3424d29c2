import { decidePolicy, type Decision, type Policy, type PolicyActor } from '../policy.js';
import { samiAnswerPolicy } from './assistant.policy.js';
import { chatMessagePolicy, chatPolicy } from './chat.policy.js';
import { companyPolicy } from './companies.policy.js';
import {
  libraryFilePolicy,
  libraryFolderPolicy,
  libraryShareTargetPolicy,
  participantMediaPolicy,
} from './library.policy.js';
import { personPolicy, surrogateRecordPolicy } from './person.policy.js';
import { advisorDashboardPolicy } from './dashboards.policy.js';
import { programPolicy } from './programs.policy.js';
import { quickMessagesPolicy } from './quick-messages.policy.js';
import { teamMemberPolicy } from './team.policy.js';
import { accountPolicy } from './accounts.policy.js';
import { participantPlacementPolicy, participantPolicy } from './participants.policy.js';
import { taskPolicy } from './tasks.policy.js';
import { notificationPolicy } from './notifications.policy.js';
import { routineDefinitionPolicy, routineFolderPolicy } from './routines.policy.js';
import { routineSequencePolicy } from './sequences.policy.js';
import { participantCalendarPolicy } from './calendar.policy.js';
import { participantMessagesPolicy, sprintTemplatePolicy } from './sprints.policy.js';
import { participantJournalPolicy } from './journal.policy.js';
import { participantSwapsPolicy } from './swaps.policy.js';

export * from './assistant.policy.js';
export * from './chat.policy.js';
export * from './companies.policy.js';
export * from './library.policy.js';
export * from './person.policy.js';
export * from './dashboards.policy.js';
export * from './programs.policy.js';
export * from './quick-messages.policy.js';
export * from './team.policy.js';
export * from './accounts.policy.js';
export * from './participants.policy.js';
export * from './tasks.policy.js';
export * from './notifications.policy.js';
export * from './routines.policy.js';
export * from './sequences.policy.js';
export * from './calendar.policy.js';
export * from './sprints.policy.js';
export * from './journal.policy.js';
export * from './swaps.policy.js';

/**
 * Every domain's policy by resource name (docs/architecture.md, "Policies"): the server's authorize()
 * and the portal's can() decide by these same rules, so a button is shown exactly where the call is allowed.
 */
export const policies = {
  company: companyPolicy,
  chat: chatPolicy,
  chatMessage: chatMessagePolicy,
  samiAnswer: samiAnswerPolicy,
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
  participantMessages: participantMessagesPolicy,
  participantJournal: participantJournalPolicy,
  participantSwaps: participantSwapsPolicy,
};

/** The name the 404 of a hidden resource uses. */
export const policyEntities: Record<keyof typeof policies, string> = {
  company: 'Company',
  chat: 'Chat',
  chatMessage: 'Message',
  samiAnswer: 'Answer',
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
  participantMessages: 'Participant',
  participantJournal: 'Participant',
  participantSwaps: 'Swap',
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
