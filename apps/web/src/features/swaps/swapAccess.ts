import type { Participant, ParticipantSwapsResource, PolicyActor, Swap } from '@stride/contracts';

/**
 * The participant's swaps as the shared policy sees them (packages/contracts, participantSwapsPolicy): the
 * participant was loaded, so the actor may see them; one swap adds whether the actor created it.
 */
export function swapsResource(
  participant: Pick<Participant, 'id' | 'swapAvailable'>,
  actor: PolicyActor | null,
  swap?: Pick<Swap, 'createdByProfileId'>,
): ParticipantSwapsResource {
  return {
    userId: participant.id,
    visibleToActor: true,
    swapAvailable: participant.swapAvailable,
    createdByActor: swap !== undefined && actor !== null && swap.createdByProfileId === actor.profileId,
  };
}
