import { definePolicy, isParticipant, isStaff, type PolicyActor } from '../policy.js';

/** A participant's journal as its rules see it. */
export interface ParticipantJournalResource {
  /** The participant's user id (`/journals/participants/{id}`). */
  userId: number;
  /** The participant is one the (staff) actor may see (the participants' visibility rule, in SQL). */
  visibleToActor: boolean;
  /** The participant's journalAvailable and their company's (a participant with no company: theirs alone). */
  journalAvailable: boolean;
}

/**
 * A participant's journal (docs/decisions.md, "Journal"): it exists only while journalAvailable is on
 * (the participant's and their company's); the participant reads and writes their own days and meals and
 * comments on them; staff who may see the participant (the rule of the participant's calendar) read and
 * comment. Anyone else, or with the flag off: 404.
 */
export const participantJournalPolicy = definePolicy<ParticipantJournalResource | undefined, 'write' | 'comment'>({
  view: (actor, j) =>
    j !== undefined &&
    j.journalAvailable &&
    (isParticipant(actor) ? j.userId === actor.userId : isStaff(actor) && j.visibleToActor),
  write: (actor, j) => isParticipant(actor) && j?.userId === actor.userId,
  comment: (actor, j) =>
    j !== undefined && (isParticipant(actor) ? j.userId === actor.userId : isStaff(actor) && j.visibleToActor),
});

/**
 * The side of a journal's conversation the actor is on: the participant's (their own journal) or staff's.
 * A comment keeps its side (`byParticipant`), and the other side's comments are the ones unread to the actor.
 */
export const writesAsParticipant = (actor: Pick<PolicyActor, 'role'>) => isParticipant(actor);
