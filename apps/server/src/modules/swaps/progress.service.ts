import { and, eq, sql } from 'drizzle-orm';
import { type CreateSwapEntryBody } from '@stride/contracts';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/client.js';
import { authorize } from '../../platform/http/authorize.js';
import type { Actor, RequestContext } from '../../platform/http/context.js';
import { conflict, fieldError, notFound } from '../../platform/http/errors.js';
import type { FileLinks } from '../../platform/storage/file-links.js';
import type { ReceivedFile } from '../library/index.js';
import { todayIn, addDays } from '../sprints/index.js';
import { swapEntries, swapProgress, swaps } from './swaps.table.js';
import type { SwapChange } from './swaps.service.js';
import { participantScope } from '../participants/index.js';
import { loadSwap, swapResource, SWAP_ENTITY, resolveMedia } from './swaps.service.js';
import { presentOne } from './swaps.presenter.js';

/** The swap whose progress the actor records: only the participant themself may. */
async function swapToRecord(tx: Db, ctx: RequestContext, actor: Actor, userId: number, swapId: number) {
  const owner = await participantScope(tx, ctx, userId, 'participantSwaps.view');
  const row = await loadSwap(tx, ctx, owner, swapId);
  authorize(
    actor,
    'participantSwaps.record',
    swapResource(actor, owner, row),
    'Only the participant records their progress.',
  );
  return { owner, row };
}

/**
 * POST .../swaps/{swapId}/progress: the participant did it on that day (once per day; again changes
 * nothing). A NEW swap becomes IN_PROGRESS; a REJECTED one takes none; days past the goal count and show.
 */
export async function addProgress(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  userId: number,
  swapId: number,
  date: string,
  links: FileLinks,
  now: Date,
): Promise<SwapChange> {
  const { owner, row } = await swapToRecord(tx, ctx, actor, userId, swapId);
  // A day after today in the participant's zone is not done yet (a day of leeway for the zone's edge).
  if (date > addDays(todayIn(owner.timeZone, now), 1)) throw fieldError('body.date', 'That day has not come yet.');
  if (row.status === 'REJECTED') {
    throw conflict('A REJECTED swap takes no progress: move it back to NEW or IN_PROGRESS first.');
  }
  const inserted = await tx
    .insert(swapProgress)
    .values({ tenantId: ctx.tenantId, swapId: row.id, date, createdByProfileId: actor.profileId })
    .onConflictDoNothing()
    .returning({ id: swapProgress.id });
  if (inserted.length === 0) return { swap: await presentOne(tx, ctx, row, links), owner };
  const started = row.status === 'NEW';
  const [updated] = await tx
    .update(swaps)
    .set({
      progressCount: sql`${swaps.progressCount} + 1`,
      ...(started ? { status: 'IN_PROGRESS' as const, statusChangedAt: now } : {}),
      version: sql`${swaps.version} + 1`,
      updatedAt: now,
    })
    .where(and(eq(swaps.tenantId, ctx.tenantId), eq(swaps.id, row.id)))
    .returning();
  const swap = await presentOne(tx, ctx, updated!, links);
  await recordAudit(tx, ctx, {
    operation: 'PROGRESS',
    entityType: SWAP_ENTITY,
    entityId: row.id,
    after: { date, progressCount: swap.progressCount, status: swap.status },
  });
  return { swap, owner };
}

/** DELETE .../swaps/{swapId}/progress/{date}: undo a day; a DONE swap that falls below its goal is IN_PROGRESS again. */
export async function removeProgress(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  userId: number,
  swapId: number,
  date: string,
  links: FileLinks,
  now: Date,
): Promise<SwapChange> {
  const { owner, row } = await swapToRecord(tx, ctx, actor, userId, swapId);
  const gone = await tx
    .delete(swapProgress)
    .where(and(eq(swapProgress.tenantId, ctx.tenantId), eq(swapProgress.swapId, row.id), eq(swapProgress.date, date)))
    .returning({ id: swapProgress.id });
  if (gone.length === 0) throw notFound('Progress day');
  const count = row.progressCount - 1;
  const reopened = row.status === 'DONE' && count < row.repeatGoal;
  const [updated] = await tx
    .update(swaps)
    .set({
      progressCount: sql`greatest(${swaps.progressCount} - 1, 0)`,
      ...(reopened ? { status: 'IN_PROGRESS' as const, statusChangedAt: now } : {}),
      version: sql`${swaps.version} + 1`,
      updatedAt: now,
    })
    .where(and(eq(swaps.tenantId, ctx.tenantId), eq(swaps.id, row.id)))
    .returning();
  const swap = await presentOne(tx, ctx, updated!, links);
  await recordAudit(tx, ctx, {
    operation: 'PROGRESS_UNDONE',
    entityType: SWAP_ENTITY,
    entityId: row.id,
    before: { date },
    after: { progressCount: swap.progressCount, status: swap.status },
  });
  return { swap, owner };
}

/** POST .../swaps/{swapId}/entry: the participant's note of how it went, or staff's notes on it. */
export async function addEntry(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  userId: number,
  swapId: number,
  body: CreateSwapEntryBody,
  links: FileLinks,
  kept: number[],
  now: Date,
  upload?: ReceivedFile,
): Promise<SwapChange> {
  const owner = await participantScope(tx, ctx, userId, 'participantSwaps.view');
  const row = await loadSwap(tx, ctx, owner, swapId);
  authorize(actor, 'participantSwaps.write', swapResource(actor, owner, row));
  const mediaResourceId = await resolveMedia(tx, ctx, actor, body, null, 'body.', kept, upload);
  if (body.content.trim() === '' && mediaResourceId === null) {
    throw fieldError('body.content', 'Write how it went or attach a picture.');
  }
  const [entry] = await tx
    .insert(swapEntries)
    .values({
      tenantId: ctx.tenantId,
      swapId: row.id,
      authorProfileId: actor.profileId,
      content: body.content.trim(),
      impactLevel: body.impactLevel ?? null,
      difficultLevel: body.difficultLevel ?? null,
      mediaResourceId,
      createdAt: now,
    })
    .returning();
  const [updated] = await tx
    .update(swaps)
    .set({ version: sql`${swaps.version} + 1`, updatedAt: now })
    .where(and(eq(swaps.tenantId, ctx.tenantId), eq(swaps.id, row.id)))
    .returning();
  const swap = await presentOne(tx, ctx, updated!, links);
  await recordAudit(tx, ctx, {
    operation: 'CREATE',
    entityType: 'swap_entry',
    entityId: entry!.id,
    after: { swapId: row.id, ...swap.entries.find((e) => e.id === entry!.id) },
  });
  return { swap, owner, notify: actor.profileId === owner.profileId ? { notes: true } : undefined };
}
