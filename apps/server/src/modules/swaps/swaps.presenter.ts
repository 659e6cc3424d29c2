import { and, asc, eq, inArray } from 'drizzle-orm';
import { swapNextStatuses, type Swap } from '@stride/contracts';
import type { Db } from '../../platform/db/client.js';
import type { RequestContext } from '../../platform/http/context.js';
import type { FileLinks } from '../../platform/storage/file-links.js';
import { mediaResourcesByIds } from '../library/index.js';
import { messagingPeople } from '../profiles/index.js';
import { presentMedia } from '../routines/index.js';
import { swapEntries, swapProgress, type SwapRow } from './swaps.table.js';

/** Swaps as answered: their progress days, entries (with authors) and media, in four queries. */
export async function presentSwaps(tx: Db, ctx: RequestContext, rows: SwapRow[], links: FileLinks): Promise<Swap[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const days = await tx
    .select({ swapId: swapProgress.swapId, date: swapProgress.date })
    .from(swapProgress)
    .where(and(eq(swapProgress.tenantId, ctx.tenantId), inArray(swapProgress.swapId, ids)))
    .orderBy(asc(swapProgress.date));
  const entries = await tx
    .select()
    .from(swapEntries)
    .where(and(eq(swapEntries.tenantId, ctx.tenantId), inArray(swapEntries.swapId, ids)))
    .orderBy(asc(swapEntries.createdAt), asc(swapEntries.id));
  const media = await mediaResourcesByIds(tx, ctx.tenantId, [
    ...rows.flatMap((r) => (r.mediaResourceId === null ? [] : [r.mediaResourceId])),
    ...entries.flatMap((e) => (e.mediaResourceId === null ? [] : [e.mediaResourceId])),
  ]);
  const people = await messagingPeople(
    tx,
    ctx.tenantId,
    entries.map((e) => e.authorProfileId),
  );
  const participantOf = new Map(rows.map((r) => [r.id, r.participantProfileId]));
  const mediaOf = (id: number | null) => (id === null ? null : presentMedia(media.get(id), links));
  const processing = (id: number | null) => id !== null && media.get(id)?.processingStatus === 'processing';
  return rows.map((r) => {
    const own = entries.filter((e) => e.swapId === r.id);
    return {
      id: r.id,
      participantProfileId: r.participantProfileId,
      description: r.description,
      goal: r.goal,
      tactic: r.tactic,
      repeatGoal: r.repeatGoal,
      impactLevel: r.impactLevel,
      difficultLevel: r.difficultLevel,
      status: r.status,
      rejectedReason: r.rejectedReason,
      media: mediaOf(r.mediaResourceId),
      progress: days.filter((d) => d.swapId === r.id).map((d) => d.date),
      progressCount: r.progressCount,
      entries: own.map((e) => ({
        id: e.id,
        authorProfileId: e.authorProfileId,
        authorName: people.get(e.authorProfileId)?.name ?? '',
        byParticipant: e.authorProfileId === participantOf.get(r.id),
        content: e.content,
        impactLevel: e.impactLevel,
        difficultLevel: e.difficultLevel,
        media: mediaOf(e.mediaResourceId),
        createdAt: e.createdAt.toISOString(),
      })),
      nextStatuses: swapNextStatuses(r),
      processing: processing(r.mediaResourceId) || own.some((e) => processing(e.mediaResourceId)),
      createdByProfileId: r.createdByProfileId,
      statusChangedAt: r.statusChangedAt.toISOString(),
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      version: r.version,
    };
  });
}

export const presentOne = async (tx: Db, ctx: RequestContext, row: SwapRow, links: FileLinks) =>
  (await presentSwaps(tx, ctx, [row], links))[0]!;
