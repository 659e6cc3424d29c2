import { definePolicy } from '../policy.js';

/** What the quick message rules look at: the profile the messages belong to. */
export interface QuickMessagesResource {
  profileId: number;
}

/**
 * Quick messages (spec 000 section 7, Profile) belong to one staff member and only they use them. Whether
 * the owner's profile exists for the actor is the profiles' rule (a profile they may not see is a 404
 * before this is asked); one they see but is not their own is a 403.
 */
export const quickMessagesPolicy = definePolicy<QuickMessagesResource, 'manage'>({
  view: () => true,
  manage: (actor, r) => actor.profileId === r.profileId,
});
