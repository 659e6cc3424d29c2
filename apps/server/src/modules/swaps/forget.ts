import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { ForgetStep } from '../accounts/index.js';
import { swapEntries, swapProgress, swaps } from './swaps.table.js';

/** What went with a deleted account's swaps. */
export interface ForgottenSwaps {
  /** The participant's swaps (with their progress days and entries). */
  swaps: number;
  /** Entries (notes) the person wrote on other participants' swaps. */
  entries: number;
}

/**
 * Removes a participant's swaps, their progress days and every entry on them, in the deleting transaction;
 * of a staff member, the notes they wrote on others' swaps (their words), and their name as a swap's
 * creator. Library files the swaps showed go with the library's own cleanup.
 */
export async function forgetSwapsOf(tx: Db, tenantId: string, profileId: number): Promise<ForgottenSwaps> {
  const own = await tx
    .delete(swaps)
    .where(and(eq(swaps.tenantId, tenantId), eq(swaps.participantProfileId, profileId)))
    .returning({ id: swaps.id });
  const ids = own.map((s) => s.id);
  if (ids.length) {
    await tx.delete(swapProgress).where(and(eq(swapProgress.tenantId, tenantId), inArray(swapProgress.swapId, ids)));
    await tx.delete(swapEntries).where(and(eq(swapEntries.tenantId, tenantId), inArray(swapEntries.swapId, ids)));
  }
  const entries = await tx
    .delete(swapEntries)
    .where(and(eq(swapEntries.tenantId, tenantId), eq(swapEntries.authorProfileId, profileId)))
    .returning({ id: swapEntries.id });
  await tx
    .update(swaps)
    .set({ createdByProfileId: null })
    .where(and(eq(swaps.tenantId, tenantId), eq(swaps.createdByProfileId, profileId)));
  return { swaps: ids.length, entries: entries.length };
}

/** Account deletion (FORGET_STEPS in modules/index.ts): the swaps, and the notes they wrote on others'. */
export const forgetSwaps: ForgetStep = {
  key: 'swaps',
  forget: async (tx, ctx, person) => ({ removed: await forgetSwapsOf(tx, ctx.tenantId, person.profileId) }),
};
