import { definePolicy, isParticipant, isStaff, type PolicyActor } from '../policy.js';
import type { ParticipantCalendarResource } from '../calendar/calendar.policy.js';

/**
 * A participant's swaps, as their rules see them: whose they are, whether the (staff) actor may see that
 * participant (the calendar's and sprints' rule), whether swaps are on (the participant's swapAvailable
 * and their company's) and, for one swap, whether the actor created it.
 */
export interface ParticipantSwapsResource extends ParticipantCalendarResource {
  /** The participant's swapAvailable and their company's: off hides the swaps (never deletes them). */
  swapAvailable: boolean;
  /** One swap: the actor created it. */
  createdByActor?: boolean;
}

const own = (actor: PolicyActor, s: ParticipantSwapsResource) => isParticipant(actor) && s.userId === actor.userId;
const staffSees = (actor: PolicyActor, s: ParticipantSwapsResource) => isStaff(actor) && s.visibleToActor;

/**
 * Swaps (docs/decisions.md, "Swaps"): staff who may see the participant read, create, change and delete
 * them and write notes (entries); the participant reads theirs, creates their own, changes and deletes the
 * ones they created, changes the status of any of theirs, writes entries and is the only one who records
 * progress (the days they did it). Swaps off (participant or company), or anyone else: 404.
 */
export const participantSwapsPolicy = definePolicy<
  ParticipantSwapsResource | undefined,
  'create' | 'change' | 'setStatus' | 'delete' | 'record' | 'write'
>({
  view: (actor, s) => s !== undefined && s.swapAvailable && (own(actor, s) || staffSees(actor, s)),
  create: (actor, s) => s !== undefined && (own(actor, s) || staffSees(actor, s)),
  change: (actor, s) => s !== undefined && (staffSees(actor, s) || (own(actor, s) && s.createdByActor === true)),
  setStatus: (actor, s) => s !== undefined && (staffSees(actor, s) || own(actor, s)),
  delete: (actor, s) => s !== undefined && (staffSees(actor, s) || (own(actor, s) && s.createdByActor === true)),
  record: (actor, s) => s !== undefined && own(actor, s),
  write: (actor, s) => s !== undefined && (own(actor, s) || staffSees(actor, s)),
});
