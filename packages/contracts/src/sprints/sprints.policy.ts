import { definePolicy, isParticipant, isStaff } from '../policy.js';
import type { ParticipantCalendarResource } from '../calendar/calendar.policy.js';
import {
  ownsRoutineLibrary,
  routineLibraryOf,
  seesRoutineLibrary,
  sharedWithActor,
  type RoutineLibraryResource,
} from '../routines/routines.policy.js';

/** What a sprint template's rules look at: its library (companyId null: the platform's) and its shares. */
export type SprintTemplateResource = RoutineLibraryResource;

const sees = (actor: Parameters<typeof seesRoutineLibrary>[0], r: SprintTemplateResource) =>
  seesRoutineLibrary(actor, r) || sharedWithActor(actor, r);

/**
 * Sprint templates follow the exercise library's rules (docs/decisions.md, "Sprints"): the platform team
 * keeps the platform's, seen read-only by every company; practice staff keep their company's, each of them
 * may change all of it; a template shared with a company is read-only to its staff until duplicated.
 * Whoever sees a template may apply it to the participants they see. Participants: none of it.
 */
export const sprintTemplatePolicy = definePolicy<
  SprintTemplateResource | undefined,
  'create' | 'change' | 'duplicate' | 'apply' | 'share'
>({
  view: (actor, r) => r !== undefined && sees(actor, r),
  create: (actor) => routineLibraryOf(actor) !== undefined,
  change: (actor, r) => r !== undefined && ownsRoutineLibrary(actor, r),
  duplicate: (actor) => routineLibraryOf(actor) !== undefined,
  apply: (actor, r) => r !== undefined && sees(actor, r),
  share: (actor, r) => r !== undefined && ownsRoutineLibrary(actor, r),
});

/** A participant's timed-release messages: whose they are and whether the (staff) actor sees that participant. */
export type SprintsResource = ParticipantCalendarResource;

/**
 * A participant's messages (docs/decisions.md, "Sprints"): staff who may see the participant read and plan
 * them, planned, sent and skipped (`readPlanned`); the participant reads only the ones sent to them (and in
 * their chat), never ahead of time. Anyone else: 404.
 */
export const sprintsPolicy = definePolicy<SprintsResource | undefined, 'plan' | 'readPlanned'>({
  view: (actor, c) =>
    c !== undefined && (isParticipant(actor) ? c.userId === actor.userId : isStaff(actor) && c.visibleToActor),
  plan: (actor, c) => c !== undefined && isStaff(actor) && c.visibleToActor,
  readPlanned: (actor, c) => c !== undefined && isStaff(actor) && c.visibleToActor,
});
