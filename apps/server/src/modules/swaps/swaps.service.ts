import { and, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  FileType,
  swapTransitionIssue,
  type CreateSwapBody,
  type Swap,
  type SwapListQuery,
  type SwapStatus,
  type UpdateSwapBody,
} from '@stride/contracts';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/client.js';
import { authorize } from '../../platform/http/authorize.js';
import type { Actor, RequestContext } from '../../platform/http/context.js';
import { conflict, HttpError, notFound, preconditionFailed, fieldError } from '../../platform/http/errors.js';
import type { FileLinks } from '../../platform/storage/file-links.js';
import {
  keepStorageFileInLibrary,
  keepUploadInLibrary,
  usableResource,
  type ReceivedFile,
  type ResourceRow,
} from '../library/index.js';
import { participantScope, type ScopedParticipant } from '../participants/index.js';
import { addDays } from '../sprints/index.js';
import { swaps, type SwapRow } from './swaps.table.js';
import { ErrorCode } from '@stride/contracts';
import { presentSwaps, presentOne } from './swaps.presenter.js';

export const SWAP_ENTITY = 'swap';

/** One swap of the participant (not deleted): 404 otherwise. */
export async function loadSwap(
  tx: Db,
  ctx: RequestContext,
  owner: ScopedParticipant,
  swapId: number,
): Promise<SwapRow> {
  const [row] = await tx
    .select()
    .from(swaps)
    .where(
      and(
        eq(swaps.tenantId, ctx.tenantId),
        eq(swaps.id, swapId),
        eq(swaps.participantProfileId, owner.profileId),
        isNull(swaps.deletedAt),
      ),
    );
  if (!row) throw notFound('Swap');
  return row;
}

export const swapResource = (actor: Actor, owner: ScopedParticipant, row: SwapRow) => ({
  userId: owner.userId,
  visibleToActor: true,
  swapAvailable: owner.swapAvailable,
  createdByActor: row.createdByProfileId === actor.profileId,
});

/** The list's period (docs/decisions.md, "Swaps"): created by `to`, and open or changed since `from` (UTC days). */
export function swapPeriodWhere(from: string | null | undefined, to: string | null | undefined): SQL[] {
  const where: SQL[] = [];
  if (to) where.push(lt(swaps.createdAt, new Date(`${addDays(to, 1)}T00:00:00Z`)));
  if (from) {
    where.push(
      or(inArray(swaps.status, ['NEW', 'IN_PROGRESS']), gte(swaps.statusChangedAt, new Date(`${from}T00:00:00Z`)))!,
    );
  }
  return where;
}

/** The participant's swaps (not deleted) by status and period, the latest first. */
export async function swapRowsOf(
  tx: Db,
  ctx: RequestContext,
  profileId: number,
  q: { status?: SwapStatus | null; from?: string | null; to?: string | null },
): Promise<SwapRow[]> {
  return tx
    .select()
    .from(swaps)
    .where(
      and(
        eq(swaps.tenantId, ctx.tenantId),
        eq(swaps.participantProfileId, profileId),
        isNull(swaps.deletedAt),
        q.status ? eq(swaps.status, q.status) : undefined,
        ...swapPeriodWhere(q.from, q.to),
      ),
    )
    .orderBy(desc(swaps.createdAt), desc(swaps.id))
    .limit(1000);
}

/** GET /participants/{id}/swaps. */
export async function listSwaps(
  tx: Db,
  ctx: RequestContext,
  userId: number,
  q: SwapListQuery,
  links: FileLinks,
): Promise<{ items: Swap[] }> {
  const owner = await participantScope(tx, ctx, userId, 'participantSwaps.view');
  return { items: await presentSwaps(tx, ctx, await swapRowsOf(tx, ctx, owner.profileId, q), links) };
}

export async function readSwap(
  tx: Db,
  ctx: RequestContext,
  userId: number,
  swapId: number,
  links: FileLinks,
): Promise<Swap> {
  const owner = await participantScope(tx, ctx, userId, 'participantSwaps.view');
  return presentOne(tx, ctx, await loadSwap(tx, ctx, owner, swapId), links);
}

const unsupportedMedia = (path: string) =>
  new HttpError(415, ErrorCode.UnsupportedMediaType, "A swap's media is a picture or a video.", [
    { path, message: 'A picture or a video' },
  ]);

/**
 * A swap's or an entry's media after a change: the multipart file or a storageFileId becomes a file of the
 * actor's library (`kept`: processing starts after the commit); a library file must be one the actor may
 * use. Pictures and videos only (415 otherwise: the failed change stores nothing).
 */
export async function resolveMedia(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  input: { resourceId?: number | null; storageFileId?: number },
  current: number | null,
  path: string,
  kept: number[],
  upload?: ReceivedFile,
): Promise<number | null> {
  const pictureOrVideo = (row: Pick<ResourceRow, 'fileTypeId'>, at: string) => {
    if (row.fileTypeId !== FileType.Image && row.fileTypeId !== FileType.Video) throw unsupportedMedia(at);
  };
  if (upload) {
    pictureOrVideo(upload, 'file');
    const row = await keepUploadInLibrary(tx, ctx, actor, upload);
    kept.push(row.id);
    return row.id;
  }
  if (input.storageFileId !== undefined) {
    const row = await keepStorageFileInLibrary(tx, ctx, actor, input.storageFileId);
    pictureOrVideo(row, `${path}storageFileId`);
    kept.push(row.id);
    return row.id;
  }
  if (input.resourceId !== undefined && input.resourceId !== current) {
    if (input.resourceId === null) return null;
    const row = await usableResource(tx, ctx, actor, input.resourceId);
    if (!row) throw fieldError(`${path}resourceId`, 'Choose a file of your library.');
    pictureOrVideo(row, `${path}resourceId`);
    return row.id;
  }
  return current;
}

/** What a change did, for after its commit (events, realtime). */
export interface SwapChange {
  swap: Swap;
  owner: ScopedParticipant;
  /** The participant added a swap (false) or an entry (true): their coaches are notified. */
  notify?: { notes: boolean };
}

/** POST /participants/{id}/swaps (Swap added!). */
export async function createSwap(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  userId: number,
  body: CreateSwapBody,
  links: FileLinks,
  kept: number[],
  upload?: ReceivedFile,
): Promise<SwapChange> {
  const owner = await participantScope(tx, ctx, userId, 'participantSwaps.create');
  if (body.status !== 'NEW' && body.status !== 'IN_PROGRESS') {
    throw conflict(`A new swap starts as NEW or IN_PROGRESS, not ${body.status}.`);
  }
  const mediaResourceId = await resolveMedia(tx, ctx, actor, body, null, 'body.', kept, upload);
  const [row] = await tx
    .insert(swaps)
    .values({
      tenantId: ctx.tenantId,
      participantProfileId: owner.profileId,
      description: body.description,
      goal: body.goal,
      tactic: body.tactic,
      repeatGoal: body.repeatGoal,
      impactLevel: body.impactLevel ?? null,
      difficultLevel: body.difficultLevel ?? null,
      status: body.status,
      mediaResourceId,
      createdByProfileId: actor.profileId,
    })
    .returning();
  const swap = await presentOne(tx, ctx, row!, links);
  await recordAudit(tx, ctx, { operation: 'CREATE', entityType: SWAP_ENTITY, entityId: row!.id, after: swap });
  return { swap, owner, notify: actor.profileId === owner.profileId ? { notes: false } : undefined };
}

const FIELD_KEYS = ['description', 'goal', 'tactic', 'repeatGoal', 'impactLevel', 'difficultLevel'] as const;

/** PUT /participants/{id}/swaps/{swapId} (Saved!): fields (the change rule), status (the transitions), media. */
export async function updateSwap(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  userId: number,
  swapId: number,
  expectedVersion: number,
  body: UpdateSwapBody,
  links: FileLinks,
  kept: number[],
  upload?: ReceivedFile,
): Promise<SwapChange> {
  const owner = await participantScope(tx, ctx, userId, 'participantSwaps.view');
  const row = await loadSwap(tx, ctx, owner, swapId);
  const before = await presentOne(tx, ctx, row, links);
  if (row.version !== expectedVersion) throw preconditionFailed(before);
  const fieldsChange =
    FIELD_KEYS.some((k) => body[k] !== undefined && body[k] !== row[k]) ||
    upload !== undefined ||
    body.storageFileId !== undefined ||
    (body.resourceId !== undefined && body.resourceId !== row.mediaResourceId);
  const status = body.status ?? row.status;
  const statusChange = status !== row.status;
  const resource = swapResource(actor, owner, row);
  if (fieldsChange) authorize(actor, 'participantSwaps.change', resource, 'Only staff change a swap they did not add.');
  if (statusChange) authorize(actor, 'participantSwaps.setStatus', resource);
  const repeatGoal = body.repeatGoal ?? row.repeatGoal;
  const reason = body.rejectedReason === undefined ? row.rejectedReason : body.rejectedReason;
  if (statusChange) {
    if (status === 'REJECTED' && !reason?.trim()) {
      throw fieldError('body.rejectedReason', 'A rejected swap needs a reason.');
    }
    const issue = swapTransitionIssue(
      { status: row.status, progressCount: row.progressCount, repeatGoal },
      status,
      reason,
    );
    if (issue) throw conflict(issue);
  } else if (status === 'DONE' && row.progressCount < repeatGoal) {
    throw conflict(
      `A DONE swap was done on ${row.progressCount} day(s): its repeat goal cannot rise above that; move it back to IN_PROGRESS first.`,
    );
  } else if (status === 'REJECTED' && body.rejectedReason !== undefined && !reason?.trim()) {
    throw fieldError('body.rejectedReason', 'A rejected swap needs a reason.');
  }
  const mediaResourceId = await resolveMedia(tx, ctx, actor, body, row.mediaResourceId, 'body.', kept, upload);
  const [updated] = await tx
    .update(swaps)
    .set({
      description: body.description ?? row.description,
      goal: body.goal ?? row.goal,
      tactic: body.tactic ?? row.tactic,
      repeatGoal,
      impactLevel: body.impactLevel === undefined ? row.impactLevel : body.impactLevel,
      difficultLevel: body.difficultLevel === undefined ? row.difficultLevel : body.difficultLevel,
      status,
      rejectedReason: status === 'REJECTED' ? reason!.trim() : null,
      mediaResourceId,
      ...(statusChange ? { statusChangedAt: new Date() } : {}),
      version: sql`${swaps.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(swaps.tenantId, ctx.tenantId), eq(swaps.id, row.id)))
    .returning();
  const swap = await presentOne(tx, ctx, updated!, links);
  await recordAudit(tx, ctx, { operation: 'UPDATE', entityType: SWAP_ENTITY, entityId: row.id, before, after: swap });
  return { swap, owner };
}

/** DELETE /participants/{id}/swaps/{swapId}: gone from lists and PDFs, kept for the audit. */
export async function deleteSwap(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  userId: number,
  swapId: number,
  expectedVersion: number,
  links: FileLinks,
): Promise<{ owner: ScopedParticipant; swapId: number }> {
  const owner = await participantScope(tx, ctx, userId, 'participantSwaps.view');
  const row = await loadSwap(tx, ctx, owner, swapId);
  const before = await presentOne(tx, ctx, row, links);
  if (row.version !== expectedVersion) throw preconditionFailed(before);
  authorize(
    actor,
    'participantSwaps.delete',
    swapResource(actor, owner, row),
    'Only staff delete a swap they did not add.',
  );
  await tx
    .update(swaps)
    .set({ deletedAt: new Date(), version: sql`${swaps.version} + 1`, updatedAt: new Date() })
    .where(and(eq(swaps.tenantId, ctx.tenantId), eq(swaps.id, row.id)));
  await recordAudit(tx, ctx, { operation: 'DELETE', entityType: SWAP_ENTITY, entityId: row.id, before });
  return { owner, swapId: row.id };
}
