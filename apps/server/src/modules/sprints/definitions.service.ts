import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import {
  type ApplySprintTemplateBody,
  type ChatChannel,
  type CreateMessageDefinitionBody,
  type MessageDefinition,
  type PageQuery,
} from '@stride/contracts';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/client.js';
import { authorize } from '../../platform/http/authorize.js';
import type { Actor, RequestContext } from '../../platform/http/context.js';
import { notFound, fieldError } from '../../platform/http/errors.js';
import { pageWindow, totalCount } from '../../platform/http/paging.js';
import type { FileLinks } from '../../platform/storage/file-links.js';
import type { ReceivedFile } from '../library/index.js';
import { participantScope } from '../participants/index.js';
import { messagingPeople, visibleParticipantIds, type MessagingPerson } from '../profiles/index.js';
import { requireContent, resolveMedia } from './media.js';
import { insertDefinitions, type Planned } from './plan.js';
import { addDays, todayIn } from './schedule.js';
import { sprintDefinitions, type SprintDefinitionRow } from './sprints.table.js';
import { getTemplate, messagesOf } from './templates.service.js';
import { presentOne, presentDefinitions } from './sprints.presenter.js';

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
  authorize(actor, 'sprints.plan', { userId: person.userId, visibleToActor: true });
  return person;
}

/** A definition (not deleted) whose participant the actor may plan for; 404 otherwise. */
export async function loadDefinition(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  id: number,
): Promise<SprintDefinitionRow> {
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
  authorize(actor, 'sprints.plan', { userId: 0, visibleToActor: true });
  return row;
}

export async function readDefinition(tx: Db, ctx: RequestContext, actor: Actor, id: number, links: FileLinks) {
  return presentOne(tx, ctx, await loadDefinition(tx, ctx, actor, id), links);
}

/** GET /messages/users/{id}/definitions: a page of the participant's definitions, the latest start first. */
export async function listDefinitions(
  tx: Db,
  ctx: RequestContext,
  userId: number,
  q: PageQuery,
  links: FileLinks,
): Promise<{ items: MessageDefinition[]; total: number }> {
  const participant = await participantScope(tx, ctx, userId, 'sprints.plan');
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

export const madeChannels = (...planned: Planned[]): ChatChannel[] =>
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
  const participant = await participantScope(tx, ctx, userId, 'sprints.plan');
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
