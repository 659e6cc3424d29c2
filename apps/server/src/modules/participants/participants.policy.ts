import type {
  ParticipantCalendarResource,
  ParticipantCoursesResource,
  ParticipantJournalResource,
  ParticipantSurveysResource,
  ParticipantSwapsResource,
  PolicyAction,
  PolicyResource,
  SprintsResource,
} from '@stride/contracts';
import type { Db } from '../../platform/db/client.js';
import { authorize } from '../../platform/http/authorize.js';
import type { RequestContext } from '../../platform/http/context.js';
import { notFound, unauthorized } from '../../platform/http/errors.js';
import { visibleParticipants, type VisibleParticipant } from './participant-flags.service.js';

/**
 * The domains whose resource is one participant's own (their calendar, journal, swaps and timed messages,
 * at `/participants/{id}/...`, `/journals/participants/{id}/...`, `/messages/users/{id}/...`): their
 * actions are decided by participantScope.
 */
type ScopedDomain =
  | 'participantCalendar'
  | 'participantCourses'
  | 'participantJournal'
  | 'participantSwaps'
  | 'participantSurveys'
  | 'sprints';
export type ParticipantScopeAction = Extract<PolicyAction, `${ScopedDomain}.${string}`>;

/** A participant in the actor's scope: who they are, where they belong, which of their features are on. */
export type ScopedParticipant = VisibleParticipant;

/** What the scoped domains' rules read of a participant the actor sees: one object satisfies them all. */
type ScopeResource = ParticipantCalendarResource &
  ParticipantCoursesResource &
  ParticipantJournalResource &
  ParticipantSwapsResource &
  ParticipantSurveysResource &
  SprintsResource;

/** The participant as their domains' policies see them (for a further `can()` on the same participant). */
export const scopedResource = (p: ScopedParticipant): ScopeResource => ({
  userId: p.userId,
  visibleToActor: true,
  journalAvailable: p.journalAvailable,
  swapAvailable: p.swapAvailable,
  surveyAvailable: p.surveyAvailable,
  smartSurveyAvailable: p.smartSurveyAvailable,
});

/** The words of a 403, for the actions a participant's scope refuses (the others: the default refusal). */
const REFUSALS: Partial<Record<ParticipantScopeAction, string>> = {
  'participantCalendar.change': 'Only the staff who follow you change your calendar.',
  'participantJournal.write': 'Only the participant writes their journal.',
  'participantSwaps.create': 'You may not add swaps here.',
  'sprints.plan': 'Only staff plan messages.',
  'participantSurveys.schedule': 'Only staff schedule surveys.',
  'participantSurveys.answer': 'Only the participant answers their survey.',
  'participantSurveys.acknowledge': 'Only staff acknowledge an answer.',
  'participantCourses.progress': 'Only the participant marks their steps done.',
};

/**
 * The one way to scope a participant (docs/architecture.md, "Scoping a participant"): the participant
 * whose user id a path names, loaded within the tenant by the participants' visibility rule (a participant
 * themself, staff by company and coach), then the action decided by its domain's policy. A participant the
 * actor may not see (another tenant's, hidden, not one) is a 404 "Participant not found."; then the policy
 * answers: a domain that does not exist for them (a journal or swaps switched off) a 404 of its own, an
 * action the actor may not do a 403 with the domain's words.
 */
export async function participantScope(
  tx: Db,
  ctx: RequestContext,
  participantId: number,
  action: ParticipantScopeAction,
): Promise<ScopedParticipant> {
  return (await participantScopes(tx, ctx, [participantId], action)).get(participantId)!;
}

/** participantScope for several participants at once (one query), each decided in the order given. */
export async function participantScopes(
  tx: Db,
  ctx: RequestContext,
  participantIds: readonly number[],
  action: ParticipantScopeAction,
): Promise<Map<number, ScopedParticipant>> {
  const actor = ctx.actor;
  if (!actor) throw unauthorized();
  const found = await visibleParticipants(tx, ctx, participantIds);
  for (const id of participantIds) {
    const participant = found.get(id);
    if (!participant) throw notFound('Participant');
    authorize(actor, action, scopedResource(participant) as PolicyResource<typeof action>, REFUSALS[action]);
  }
  return found;
}
