import { and, asc, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  FileType,
  swapNextStatuses,
  swapTransitionIssue,
  type CreateSwapBody,
  type CreateSwapEntryBody,
  type Swap,
  type SwapListQuery,
  type SwapStatus,
  type UpdateSwapBody,
} from '@stride/contracts';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/client.js';
import { authorize } from '../../platform/http/authorize.js';
import type { Actor, RequestContext } from '../../platform/http/context.js';
import { badRequest, conflict, HttpError, notFound, preconditionFailed } from '../../platform/http/errors.js';
import type { FileLinks } from '../../platform/storage/file-links.js';
import {
  keepStorageFileInLibrary,
  keepUploadInLibrary,
  mediaResourcesByIds,
  usableResource,
  type ReceivedFile,
  type ResourceRow,
} from '../library/media.service.js';
import { visibleParticipantsWithFlag } from '../profiles/participant-flags.service.js';
import { messagingPeople } from '../profiles/profiles.service.js';
import { presentMedia } from '../routines/routines.presenter.js';
import { todayIn, addDays } from '../sprints/schedule.js';
import { swapEntries, swapProgress, swaps, type SwapRow } from './swaps.table.js';
import { ErrorCode } from '@stride/contracts';

export const SWAP_ENTITY = 'swap';
const fieldError = (path: string, message: string) => badRequest(message, [{ path, message }]);

/** The participant whose swaps `/participants/{id}/swaps` names, as the rules and the after-commit work need them. */
export interface SwapOwner {
  userId: number;
  profileId: number;
  uuid: string;
  advisorProfileId: number | null;
  consultantProfileId: number | null;
  swapAvailable: boolean;
  name: string;
  timeZone: string;
}

/**
 * The participant (user id) by the participantSwaps policy: 404 when the actor may not see them or their
 * swaps are off (theirs or their company's: hidden, never deleted); 403 for an action the actor may not do.
 */
export async function swapOwner(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  userId: number,
  action: 'participantSwaps.view' | 'participantSwaps.create' = 'participantSwaps.view',
): Promise<SwapOwner> {
  const found = (await visibleParticipantsWithFlag(tx, ctx, [userId], 'swapAvailable')).get(userId);
  if (!found) throw notFound('Participant');
  const resource = { userId, visibleToActor: true, swapAvailable: found.available };
  authorize(actor, 'participantSwaps.view', resource);
  if (action !== 'participantSwaps.view') authorize(actor, action, resource, 'You may not add swaps here.');
  const person = (await messagingPeople(tx, ctx.tenantId, [found.profileId])).get(found.profileId)!;
  return { ...found, swapAvailable: found.available, name: person.name, timeZone: person.timeZone };
}

/** One swap of the participant (not deleted): 404 otherwise. */
async function loadSwap(tx: Db, ctx: RequestContext, owner: SwapOwner, swapId: number): Promise<SwapRow> {
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

const swapResource = (actor: Actor, owner: SwapOwner, row: SwapRow) => ({
  userId: owner.userId,
  visibleToActor: true,
  swapAvailable: owner.swapAvailable,
  createdByActor: row.createdByProfileId === actor.profileId,
});

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

const presentOne = async (tx: Db, ctx: RequestContext, row: SwapRow, links: FileLinks) =>
  (await presentSwaps(tx, ctx, [row], links))[0]!;

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
  actor: Actor,
  userId: number,
  q: SwapListQuery,
  links: FileLinks,
): Promise<{ items: Swap[] }> {
  const owner = await swapOwner(tx, ctx, actor, userId);
  return { items: await presentSwaps(tx, ctx, await swapRowsOf(tx, ctx, owner.profileId, q), links) };
}

export async function readSwap(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  userId: number,
  swapId: number,
  links: FileLinks,
): Promise<Swap> {
  const owner = await swapOwner(tx, ctx, actor, userId);
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
async function resolveMedia(
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
  owner: SwapOwner;
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
  const owner = await swapOwner(tx, ctx, actor, userId, 'participantSwaps.create');
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
  const owner = await swapOwner(tx, ctx, actor, userId);
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
): Promise<{ owner: SwapOwner; swapId: number }> {
  const owner = await swapOwner(tx, ctx, actor, userId);
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

/** The swap whose progress the actor records: only the participant themself may. */
async function swapToRecord(tx: Db, ctx: RequestContext, actor: Actor, userId: number, swapId: number) {
  const owner = await swapOwner(tx, ctx, actor, userId);
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
  const owner = await swapOwner(tx, ctx, actor, userId);
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
