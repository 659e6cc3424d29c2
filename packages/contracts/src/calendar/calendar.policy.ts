import { definePolicy, isParticipant, isStaff } from '../policy.js';

/**
 * A participant's calendar of routine items, as its rules see it: whose it is and whether the (staff)
 * actor may see that participant (decided in SQL by the participants' visibility rule, as the routines'
 * assign call and a participant's media do).
 */
export interface ParticipantCalendarResource {
  /** The participant's user id (`/participants/{id}`). */
  userId: number;
  /** The participant is one the (staff) actor may see. */
  visibleToActor: boolean;
}

/**
 * A participant's calendar (docs/decisions.md, "The participant's calendar"): staff who may see the
 * participant read and change it; the participant reads their own and changes nothing of what was
 * prescribed, but records what they did of it (`record`: their own items only; docs/decisions.md, "The
 * participant's calendar: results and progress"). Its feed (`feed`): whoever sees it. Anyone else: 404.
 */
export const participantCalendarPolicy = definePolicy<
  ParticipantCalendarResource | undefined,
  'change' | 'record' | 'feed'
>({
  view: (actor, c) =>
    c !== undefined && (isParticipant(actor) ? c.userId === actor.userId : isStaff(actor) && c.visibleToActor),
  change: (actor) => isStaff(actor),
  record: (actor, c) => isParticipant(actor) && c?.userId === actor.userId,
  // The calendar feed's private URL (docs/decisions.md, "Coaching loop: the calendar feed"): the participant
  // for themself, and the staff who see them (a coach sets it up with the participant).
  feed: (actor, c) =>
    c !== undefined && (isParticipant(actor) ? c.userId === actor.userId : isStaff(actor) && c.visibleToActor),
});
