import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type MessageDefinition, type UpdateMessageDefinitionBody } from '@stride/contracts';
import { recordAudit, recordAudits } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/client.js';
import { authorize } from '../../platform/http/authorize.js';
import type { Actor, RequestContext } from '../../platform/http/context.js';
import { notFound, preconditionFailed, fieldError } from '../../platform/http/errors.js';
import type { FileLinks } from '../../platform/storage/file-links.js';
import type { ReceivedFile } from '../library/index.js';
import { messagingPeople, visibleParticipantIds } from '../profiles/index.js';
import { requireContent, resolveMedia } from './media.js';
import { DEFINITION_ENTITY, dropUnsent, insertDefinitions, insertOccurrences, keptOccurrences } from './plan.js';
import { sprintDefinitions, sprintOccurrences, type SprintDefinitionRow } from './sprints.table.js';
import { presentOne } from './sprints.presenter.js';
import type { PlanOutcome } from './definitions.service.js';
import { loadDefinition, madeChannels } from './definitions.service.js';

/**
 * PUT /messages/definitions/{id} (Saved!): what is still to be sent changes (text, media, day, time,
 * repeat); occurrences already sent stay as they went. The participant's zone is read again.
 */
export async function updateDefinition(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  id: number,
  expectedVersion: number,
  body: UpdateMessageDefinitionBody,
  links: FileLinks,
  kept: number[],
  now: Date,
  upload?: ReceivedFile,
): Promise<PlanOutcome<MessageDefinition>> {
  const row = await loadDefinition(tx, ctx, actor, id);
  const before = await presentOne(tx, ctx, row, links);
  if (row.version !== expectedVersion) throw preconditionFailed(before);
  const media = await resolveMedia(tx, ctx, actor, body, row, 'body.', kept, upload);
  const text = body.text ?? row.text;
  requireContent(text, media, 'body.');
  const participant = (await messagingPeople(tx, ctx.tenantId, [row.participantProfileId])).get(
    row.participantProfileId,
  )!;
  const repeat = body.repeat ?? row.repeat;
  const [updated] = await tx
    .update(sprintDefinitions)
    .set({
      text,
      resourceId: media.resourceId,
      thumbnail: media.thumbnail,
      startDate: body.startDate ?? row.startDate,
      time: body.time ?? row.time,
      repeat,
      occurrences: repeat === 'NONE' ? 1 : (body.occurrences ?? row.occurrences),
      timeZone: participant.timeZone,
      version: sql`${sprintDefinitions.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(sprintDefinitions.tenantId, ctx.tenantId), eq(sprintDefinitions.id, id)))
    .returning();
  await dropUnsent(tx, ctx, [id]);
  const made = await insertOccurrences(tx, ctx, [updated!], now, await keptOccurrences(tx, ctx, [id]));
  const after = await presentOne(tx, ctx, updated!, links);
  await recordAudit(tx, ctx, { operation: 'UPDATE', entityType: DEFINITION_ENTITY, entityId: id, before, after });
  return { result: after, wakeAt: made.wakeAt, channels: [] };
}

/** Ends definitions: their unsent occurrences go (never sent), the rows stay for what was sent. */
async function endDefinitions(tx: Db, ctx: RequestContext, rows: SprintDefinitionRow[]): Promise<number> {
  const ids = rows.map((r) => r.id);
  const dropped = await dropUnsent(tx, ctx, ids);
  await tx
    .update(sprintDefinitions)
    .set({ deletedAt: new Date(), version: sql`${sprintDefinitions.version} + 1`, updatedAt: new Date() })
    .where(and(eq(sprintDefinitions.tenantId, ctx.tenantId), inArray(sprintDefinitions.id, ids)));
  await recordAudits(
    tx,
    ctx,
    rows.map((r) => ({ operation: 'DELETE' as const, entityType: DEFINITION_ENTITY, entityId: r.id, before: r })),
  );
  return dropped;
}

/** DELETE /messages/definitions/{id}: its unsent occurrences are never sent. */
export async function deleteDefinition(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  id: number,
  expectedVersion: number,
  links: FileLinks,
): Promise<void> {
  const row = await loadDefinition(tx, ctx, actor, id);
  if (row.version !== expectedVersion) throw preconditionFailed(await presentOne(tx, ctx, row, links));
  await endDefinitions(tx, ctx, [row]);
}

/** DELETE /messages/definitions/correlationId/{id} (Messages deleted!): every message of one applied template. */
export async function deleteSeries(tx: Db, ctx: RequestContext, actor: Actor, correlationId: string): Promise<number> {
  const rows = await tx
    .select()
    .from(sprintDefinitions)
    .where(
      and(
        eq(sprintDefinitions.tenantId, ctx.tenantId),
        eq(sprintDefinitions.correlationId, correlationId),
        isNull(sprintDefinitions.deletedAt),
      ),
    );
  const visible = await visibleParticipantIds(tx, ctx, [...new Set(rows.map((r) => r.participantProfileId))]);
  const mine = rows.filter((r) => visible.has(r.participantProfileId));
  if (mine.length === 0) throw notFound('Series');
  authorize(actor, 'sprints.plan', { userId: 0, visibleToActor: true });
  return endDefinitions(tx, ctx, mine);
}

/**
 * POST /messages/definitions/{id}/split: the occurrence on `date` leaves its series (the series skips that
 * day) and becomes a one-off definition of its own, which answers; edit it without touching the others.
 */
export async function splitDefinition(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  id: number,
  expectedVersion: number,
  date: string,
  links: FileLinks,
  now: Date,
): Promise<PlanOutcome<MessageDefinition>> {
  const row = await loadDefinition(tx, ctx, actor, id);
  if (row.version !== expectedVersion) throw preconditionFailed(await presentOne(tx, ctx, row, links));
  if (row.repeat === 'NONE') throw fieldError('body.date', 'This message is not part of a repeated series.');
  const [occurrence] = await tx
    .select()
    .from(sprintOccurrences)
    .where(
      and(
        eq(sprintOccurrences.tenantId, ctx.tenantId),
        eq(sprintOccurrences.definitionId, id),
        eq(sprintOccurrences.localDate, date),
      ),
    );
  if (!occurrence || occurrence.status !== 'PLANNED') {
    throw fieldError('body.date', 'No message of this series is still planned on that day.');
  }
  await tx.delete(sprintOccurrences).where(eq(sprintOccurrences.id, occurrence.id));
  await tx
    .update(sprintDefinitions)
    .set({
      excludedDates: [...row.excludedDates, date],
      version: sql`${sprintDefinitions.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(sprintDefinitions.tenantId, ctx.tenantId), eq(sprintDefinitions.id, id)));
  const participant = (await messagingPeople(tx, ctx.tenantId, [row.participantProfileId])).get(
    row.participantProfileId,
  )!;
  const planned = await insertDefinitions(
    tx,
    ctx,
    actor,
    participant,
    [{ ...row, startDate: date, repeat: 'NONE', occurrences: 1 }],
    now,
  );
  return {
    result: await presentOne(tx, ctx, planned.definitions[0]!, links),
    wakeAt: planned.wakeAt,
    channels: madeChannels(planned),
  };
}
