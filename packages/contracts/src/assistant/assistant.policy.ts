import { definePolicy, isAdmin, isStaff } from '../policy.js';

/** An answer of the assistant as its rules see it: who asked, and whether the actor sees the participant it is about. */
export interface SamiAnswerResource {
  askedBy: number;
  /** The participant it is about is visible to the actor (their people rules; the asker always was). */
  targetVisible: boolean;
}

/**
 * The assistant (docs/decisions.md, "Assistant"): staff ask about the participants they see; an answer
 * exists for its asker and for those who see its participant (others: 404); its final answer is saved
 * by the asker or an admin.
 */
export const samiAnswerPolicy = definePolicy<SamiAnswerResource | undefined, 'ask' | 'saveFinal'>({
  view: (actor, a) => a === undefined || a.askedBy === actor.profileId || a.targetVisible,
  ask: (actor) => isStaff(actor),
  saveFinal: (actor, a) => (a !== undefined && a.askedBy === actor.profileId) || isAdmin(actor),
});
