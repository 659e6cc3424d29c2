import {
  ownsRoutineLibrary,
  type MessageDefinition,
  type PolicyActor,
  type SprintTemplate,
  type SprintTemplateSummary,
} from '@stride/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { RequestContext } from '../../platform/http/context.js';
import type { FileLinks } from '../../platform/storage/file-links.js';
import { mediaResourcesByIds } from '../library/index.js';
import { messagingPeople } from '../profiles/index.js';
import { mediaIdsOf, presentContent } from './media.js';
import { sprintOccurrences, type SprintDefinitionRow, type SprintTemplateRow } from './sprints.table.js';
import { messagesOf } from './templates.service.js';

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

export const presentOne = async (tx: Db, ctx: RequestContext, row: SprintDefinitionRow, links: FileLinks) =>
  (await presentDefinitions(tx, ctx, [row], links))[0]!;

export function summaryOf(
  row: SprintTemplateRow,
  actor: PolicyActor,
  counts: { days: number; messageCount: number },
): SprintTemplateSummary {
  return {
    id: row.id,
    name: row.name,
    companyId: row.companyId,
    editable: ownsRoutineLibrary(actor, { companyId: row.companyId }),
    days: counts.days,
    messageCount: counts.messageCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

export async function presentTemplate(
  tx: Db,
  ctx: RequestContext,
  actor: PolicyActor,
  row: SprintTemplateRow,
  links: FileLinks,
): Promise<SprintTemplate> {
  const messages = await messagesOf(tx, ctx, row.id);
  const media = await mediaResourcesByIds(tx, ctx.tenantId, mediaIdsOf(messages));
  return {
    ...summaryOf(row, actor, {
      days: messages.reduce((max, m) => Math.max(max, m.day), 0),
      messageCount: messages.length,
    }),
    messages: messages.map((m) => ({
      id: m.id,
      day: m.day,
      time: m.time,
      position: m.position,
      ...presentContent(m, media, links),
    })),
  };
}
