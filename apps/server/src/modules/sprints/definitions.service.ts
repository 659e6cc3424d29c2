import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  type ApplySprintTemplateBody,
  type ChatChannel,
  type CreateMessageDefinitionBody,
  type MessageDefinition,
  type PageQuery,
  type UpdateMessageDefinitionBody,
} from '@stride/contracts';
import { recordAudit, recordAudits } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/client.js';
import { authorize } from '../../platform/http/authorize.js';
import type { Actor, RequestContext } from '../../platform/http/context.js';
import { badRequest, notFound, preconditionFailed } from '../../platform/http/errors.js';
import { pageWindow, totalCount } from '../../platform/http/paging.js';
import type { FileLinks } from '../../platform/storage/file-links.js';
import { mediaResourcesByIds, type ReceivedFile } from '../library/media.service.js';
import {
  messagingPeople,
  visibleParticipantIds,
  visibleParticipantProfileId,
  type MessagingPerson,
} from '../profiles/profiles.service.js';
import { mediaIdsOf, presentContent, requireContent, resolveMedia } from './media.js';
import {
  DEFINITION_ENTITY,
  dropUnsent,
  insertDefinitions,
  insertOccurrences,
  keptOccurrences,
  type Planned,
} from './plan.js';
import { addDays, todayIn } from './schedule.js';
import { sprintDefinitions, sprintOccurrences, type SprintDefinitionRow } from './sprints.table.js';
import { getTemplate, messagesOf } from './templates.service.js';

const fieldError = (path: string, message: string) => badRequest(message, [{ path, message }]);

/**
 * The participant whose messages `/messages/users/{id}` names (their user id), by the participantMessages
 * policy: 404 when the actor may not see them; 403 for planning by someone who may only read.
 */
export async function messagesOwner(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  userId: number,
  action: 'participantMessages.view' | 'participantMessages.plan',
): Promise<MessagingPerson> {
  const profileId = await visibleParticipantProfileId(tx, ctx, userId);
  authorize(actor, action, { userId, visibleToActor: profileId !== undefined }, 'Only staff plan messages.');
  if (profileId === undefined) throw notFound('Participant');
  return (await messagingPeople(tx, ctx.tenantId, [profileId])).get(profileId)!;
}

/** A participant by profile id (the apply body's participantProfileId), when the actor may plan for them. */
async function plannableParticipant(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  profileId: number,
  path: string,
): Promise<MessagingPerson> {
  const visible = await visibleParticipantIds(tx, ctx, [profileId]);
  const person = visible.has(profileId)
    ? (await messagingPeople(tx, ctx.tenantId, [profileId])).get(profileId)
    : undefined;
  if (!person) throw fieldError(path, 'Choose a participant you follow.');
  authorize(actor, 'participantMessages.plan', { userId: person.userId, visibleToActor: true });
  return person;
}

/** Definitions as answered: their media, sender, what is sent and what is next, in three queries. */
export async function presentDefinitions(
  tx: Db,
  ctx: RequestContext,
  rows: SprintDefinitionRow[],
  links: FileLinks,
): Promise<MessageDefinition[]> {
  if (rows.length === 0) return [];
  const media = await mediaResourcesByIds(tx, ctx.tenantId, mediaIdsOf(rows));
  const people = await messagingPeople(
    tx,
    ctx.tenantId,
    rows.map((r) => r.senderProfileId),
  );
  const stats = await tx
    .select({
      id: sprintOccurrences.definitionId,
      sent: sql<number>`count(*) filter (where ${sprintOccurrences.status} = 'SENT')`.mapWith(Number),
      next: sql<string | null>`min(${sprintOccurrences.sendAt}) filter (where ${sprintOccurrences.status} = 'PLANNED')`,
    })
    .from(sprintOccurrences)
    .where(
      and(
        eq(sprintOccurrences.tenantId, ctx.tenantId),
        inArray(
          sprintOccurrences.definitionId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .groupBy(sprintOccurrences.definitionId);
  const byId = new Map(stats.map((s) => [s.id, s]));
  return rows.map((r) => {
    const s = byId.get(r.id);
    return {
      id: r.id,
      participantProfileId: r.participantProfileId,
      senderProfileId: r.senderProfileId,
      senderName: people.get(r.senderProfileId)?.name ?? '',
      correlationId: r.correlationId,
      templateId: r.templateId,
      templateName: r.templateName,
      ...presentContent(r, media, links),
      startDate: r.startDate,
      time: r.time,
      repeat: r.repeat,
      occurrences: r.occurrences,
      timeZone: r.timeZone,
      nextSendAt: s?.next ? new Date(s.next).toISOString() : null,
      sentCount: s?.sent ?? 0,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      version: r.version,
    };
  });
}

const presentOne = async (tx: Db, ctx: RequestContext, row: SprintDefinitionRow, links: FileLinks) =>
  (await presentDefinitions(tx, ctx, [row], links))[0]!;

/** A definition (not deleted) whose participant the actor may plan for; 404 otherwise. */
async function loadDefinition(tx: Db, ctx: RequestContext, actor: Actor, id: number): Promise<SprintDefinitionRow> {
  const [row] = await tx
    .select()
    .from(sprintDefinitions)
    .where(
      and(
        eq(sprintDefinitions.tenantId, ctx.tenantId),
        eq(sprintDefinitions.id, id),
        isNull(sprintDefinitions.deletedAt),
      ),
    );
  const visible = row ? await visibleParticipantIds(tx, ctx, [row.participantProfileId]) : new Set<number>();
  if (!row || !visible.has(row.participantProfileId)) throw notFound('Message definition');
  authorize(actor, 'participantMessages.plan', { userId: 0, visibleToActor: true });
  return row;
}

export async function readDefinition(tx: Db, ctx: RequestContext, actor: Actor, id: number, links: FileLinks) {
  return presentOne(tx, ctx, await loadDefinition(tx, ctx, actor, id), links);
}

/** GET /messages/users/{id}/definitions: a page of the participant's definitions, the latest start first. */
export async function listDefinitions(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  userId: number,
  q: PageQuery,
  links: FileLinks,
): Promise<{ items: MessageDefinition[]; total: number }> {
  const participant = await messagesOwner(tx, ctx, actor, userId, 'participantMessages.plan');
  const { limit, offset } = pageWindow(q);
  const rows = await tx
    .select({ row: sprintDefinitions, total: totalCount() })
    .from(sprintDefinitions)
    .where(
      and(
        eq(sprintDefinitions.tenantId, ctx.tenantId),
        eq(sprintDefinitions.participantProfileId, participant.profileId),
        isNull(sprintDefinitions.deletedAt),
      ),
    )
    .orderBy(desc(sprintDefinitions.startDate), desc(sprintDefinitions.id))
    .limit(limit)
    .offset(offset);
  return {
    items: await presentDefinitions(
      tx,
      ctx,
      rows.map((r) => r.row),
      links,
    ),
    total: rows[0]?.total ?? 0,
  };
}

/** What a change planned, with the answer: the sender is woken at `wakeAt` after the commit. */
export interface PlanOutcome<R> {
  result: R;
  wakeAt: Date[];
  /** Sprint chats this change made: their members' sockets are told after the commit. */
  channels: ChatChannel[];
}

const madeChannels = (...planned: Planned[]): ChatChannel[] =>
  planned.flatMap((p) => (p.newChannel ? [p.newChannel] : []));

/** POST /messages/users/{id}/definitions (Message definition added!): a one-off or repeated timed message. */
export async function createDefinition(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  userId: number,
  body: CreateMessageDefinitionBody,
  links: FileLinks,
  kept: number[],
  now: Date,
  upload?: ReceivedFile,
): Promise<PlanOutcome<MessageDefinition>> {
  const participant = await messagesOwner(tx, ctx, actor, userId, 'participantMessages.plan');
  const media = await resolveMedia(tx, ctx, actor, body, { resourceId: null, thumbnail: null }, 'body.', kept, upload);
  requireContent(body.text, media, 'body.');
  const planned = await insertDefinitions(tx, ctx, actor, participant, [{ ...body, ...media }], now);
  return {
    result: await presentOne(tx, ctx, planned.definitions[0]!, links),
    wakeAt: planned.wakeAt,
    channels: madeChannels(planned),
  };
}

/** POST /messages/definitions: the same timed message for several participants (each their own definition). */
export async function createDefinitions(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  body: CreateMessageDefinitionBody & { participants: number[] },
  links: FileLinks,
  kept: number[],
  now: Date,
): Promise<PlanOutcome<MessageDefinition[]>> {
  const ids = [...new Set(body.participants)];
  const visible = await visibleParticipantIds(tx, ctx, ids);
  const hidden = ids.filter((id) => !visible.has(id));
  if (hidden.length)
    throw fieldError('body.participants', `These are not participants you follow: ${hidden.join(', ')}.`);
  const media = await resolveMedia(tx, ctx, actor, body, { resourceId: null, thumbnail: null }, 'body.', kept);
  requireContent(body.text, media, 'body.');
  const people = await messagingPeople(tx, ctx.tenantId, ids);
  const all: Planned[] = [];
  for (const id of ids)
    all.push(await insertDefinitions(tx, ctx, actor, people.get(id)!, [{ ...body, ...media }], now));
  return {
    result: await presentDefinitions(
      tx,
      ctx,
      all.flatMap((p) => p.definitions),
      links,
    ),
    wakeAt: all.flatMap((p) => p.wakeAt),
    channels: madeChannels(...all),
  };
}

/**
 * POST /messages/templates/{id}/apply (New messages scheduled!): one definition per template message, from
 * the start date (today in the participant's zone when left out), under one new correlationId.
 */
export async function applyTemplate(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  templateId: number,
  body: ApplySprintTemplateBody,
  now: Date,
): Promise<PlanOutcome<Pick<Planned, 'planned' | 'skipped' | 'firstSendAt'> & { correlationId: string }>> {
  const template = await getTemplate(tx, ctx, actor, templateId, 'sprintTemplate.apply');
  const participant = await plannableParticipant(
    tx,
    ctx,
    actor,
    body.participantProfileId,
    'body.participantProfileId',
  );
  const start = body.startDate ?? todayIn(participant.timeZone, now);
  const correlationId = randomUUID();
  const messages = await messagesOf(tx, ctx, templateId);
  const planned = await insertDefinitions(
    tx,
    ctx,
    actor,
    participant,
    messages.map((m) => ({
      text: m.text,
      resourceId: m.resourceId,
      thumbnail: m.thumbnail,
      startDate: addDays(start, m.day - 1),
      time: m.time,
      repeat: 'NONE' as const,
      occurrences: 1,
      correlationId,
      templateId,
      templateName: template.row.name,
    })),
    now,
  );
  await recordAudit(tx, ctx, {
    operation: 'APPLY',
    entityType: 'sprint_template',
    entityId: templateId,
    after: { correlationId, participantProfileId: participant.profileId, startDate: start },
  });
  return {
    result: { correlationId, planned: planned.planned, skipped: planned.skipped, firstSendAt: planned.firstSendAt },
    wakeAt: planned.wakeAt,
    channels: madeChannels(planned),
  };
}

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
  authorize(actor, 'participantMessages.plan', { userId: 0, visibleToActor: true });
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
