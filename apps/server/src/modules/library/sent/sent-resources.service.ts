import { and, desc, eq, sql } from 'drizzle-orm';
import type { SendFileBody } from '@stride/contracts';
import { authorize } from '../../../platform/http/authorize.js';
import { recordAudits } from '../../../platform/audit/audit.js';
import type { Db } from '../../../platform/db/client.js';
import type { Actor, RequestContext } from '../../../platform/http/context.js';
import { badRequest, notFound } from '../../../platform/http/errors.js';
import { pageWindow, totalCount } from '../../../platform/http/paging.js';
import { anyId } from '../../../platform/db/arrays.js';
import { actorProfile, personNameOf, visibleParticipantIds } from '../../profiles/index.js';
import { ensureMainFolder } from '../folders/main-folder.js';
import { insertResource } from '../items/items.service.js';
import { titleSearchWhere } from '../library.queries.js';
import { mlResources, mlSentResources, type ResourceRow, type SentResourceRow } from '../library.table.js';
import { claimStorageFile } from '../uploads/uploads.js';
import { SENT_RESOURCE_ENTITY } from '../utilizations.js';

export interface SentRow {
  sent: SentResourceRow;
  resource: ResourceRow;
  senderName?: string | null;
}

/** Every receiver must be a participant the sender may see: else 400 naming them, and nothing is sent. */
export async function assertReceivers(tx: Db, ctx: RequestContext, receiverIds: number[], field: string) {
  const visible = await visibleParticipantIds(tx, ctx, receiverIds);
  const refused = receiverIds.filter((id) => !visible.has(id));
  if (refused.length === 0) return;
  const message = `These receivers are not participants you may send to: ${refused.slice(0, 20).join(', ')}.`;
  throw badRequest(message, [{ path: field, message }]);
}

/**
 * Puts a resource in participants' media: one row per participant, sending again refreshes the date
 * (and the sender) instead of adding a second one. Receivers are checked by the caller (assertReceivers).
 */
export async function sendResource(
  tx: Db,
  ctx: RequestContext,
  viewer: Actor,
  resource: ResourceRow,
  receiverIds: number[],
): Promise<SentRow[]> {
  const receivers = [...new Set(receiverIds)];
  const rows = await tx
    .insert(mlSentResources)
    .values(
      receivers.map((receiverProfileId) => ({
        tenantId: ctx.tenantId,
        resourceId: resource.id,
        receiverProfileId,
        senderProfileId: viewer.profileId,
      })),
    )
    .onConflictDoUpdate({
      target: [mlSentResources.tenantId, mlSentResources.receiverProfileId, mlSentResources.resourceId],
      set: { sentAt: sql`now()`, senderProfileId: viewer.profileId },
    })
    .returning();
  await recordAudits(
    tx,
    ctx,
    rows.map((row) => ({ operation: 'SEND', entityType: SENT_RESOURCE_ENTITY, entityId: row.id, after: row })),
  );
  // The sender's name as the list shows it: their profile row is needed here.
  const sender = await actorProfile(tx, ctx);
  const senderName = `${sender.firstName} ${sender.lastName}`;
  return rows.map((sent) => ({ sent, resource, senderName }));
}

/**
 * Whose media the actor may list (participantMedia policy): a participant their own; staff the
 * participants they may see. Anyone else is a 404, as a person one may not see.
 */
export async function assertMayReadMediaOf(tx: Db, ctx: RequestContext, actor: Actor, profileIds: number[]) {
  const visible = await visibleParticipantIds(tx, ctx, profileIds);
  for (const profileId of new Set(profileIds)) {
    authorize(actor, 'participantMedia.view', { profileId, visibleToActor: visible.has(profileId) });
  }
}

/** What was sent to these participants, newest first, paged; search on the title. */
export async function listSentResources(
  tx: Db,
  ctx: RequestContext,
  receiverIds: number[],
  q: { page: number; perPage: number; search?: string },
): Promise<{ rows: SentRow[]; total: number }> {
  const rows = await tx
    .select({
      sent: mlSentResources,
      resource: mlResources,
      senderName: personNameOf(mlSentResources.senderProfileId),
      total: totalCount(),
    })
    .from(mlSentResources)
    .innerJoin(mlResources, eq(mlResources.id, mlSentResources.resourceId))
    .where(
      and(
        eq(mlSentResources.tenantId, ctx.tenantId),
        anyId(mlSentResources.receiverProfileId, receiverIds),
        titleSearchWhere(q.search || undefined),
      ),
    )
    .orderBy(desc(mlSentResources.sentAt), desc(mlSentResources.id))
    .limit(pageWindow(q).limit)
    .offset(pageWindow(q).offset);
  return {
    rows: rows.map(({ sent, resource, senderName }) => ({ sent, resource, senderName })),
    total: rows[0]?.total ?? 0,
  };
}

/**
 * POST /ml/resources/deleteSent {ids}: removes sent rows, all or nothing. Each must have been sent by
 * the viewer, or be in the media of a participant they may see; any other id is a 404.
 */
export async function deleteSentResources(tx: Db, ctx: RequestContext, viewer: Actor, ids: number[]): Promise<void> {
  const wanted = [...new Set(ids)];
  const rows = await tx
    .select()
    .from(mlSentResources)
    .where(and(eq(mlSentResources.tenantId, ctx.tenantId), anyId(mlSentResources.id, wanted)));
  const byOthers = rows.filter((r) => r.senderProfileId !== viewer.profileId);
  const visible = await visibleParticipantIds(
    tx,
    ctx,
    byOthers.map((r) => r.receiverProfileId),
  );
  const allowed = rows.filter((r) => r.senderProfileId === viewer.profileId || visible.has(r.receiverProfileId));
  if (allowed.length !== wanted.length) throw notFound('Sent file');
  await tx
    .delete(mlSentResources)
    .where(and(eq(mlSentResources.tenantId, ctx.tenantId), anyId(mlSentResources.id, wanted)));
  await recordAudits(
    tx,
    ctx,
    rows.map((row) => ({ operation: 'DELETE', entityType: SENT_RESOURCE_ENTITY, entityId: row.id, before: row })),
  );
}

/**
 * POST /ml/resources/send-file: a new upload (its storage file, claimed once) becomes a file of the sender's
 * library (their main folder) and is sent to these participants. Its processing starts after the commit.
 */
export async function sendUploadedFile(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  body: SendFileBody,
): Promise<{ resource: ResourceRow; sent: SentRow[] }> {
  await assertReceivers(tx, ctx, body.receiversId, 'body.receiversId');
  const folder = await ensureMainFolder(tx, ctx, actor);
  const file = await claimStorageFile(tx, ctx, body.storageFileId);
  const resource = await insertResource(tx, ctx, {
    directoryId: folder.id,
    ownerProfileId: actor.profileId,
    file,
    title: body.title,
  });
  return { resource, sent: await sendResource(tx, ctx, actor, resource, body.receiversId) };
}
