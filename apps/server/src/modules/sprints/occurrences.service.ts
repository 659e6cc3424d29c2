import { and, asc, between, eq, isNull, or, sql } from 'drizzle-orm';
import { can, type SprintMessage } from '@stride/contracts';
import type { Db } from '../../platform/db/client.js';
import type { Actor, RequestContext } from '../../platform/http/context.js';
import type { FileLinks } from '../../platform/storage/file-links.js';
import { mediaResourcesByIds } from '../library/index.js';
import { participantScope, scopedResource } from '../participants/index.js';
import { messagingPeople } from '../profiles/index.js';
import { mediaIdsOf, presentContent } from './media.js';
import { sprintDefinitions, sprintOccurrences } from './sprints.table.js';

/**
 * GET /messages/users/{id}?from&to: the participant's messages on those days (theirs), in send order:
 * planned, sent and skipped for staff; only the sent ones for the participant (their programme's messages
 * reach them in their chat, never ahead of time). A sent one shows the text that went.
 */
export async function listMessages(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  userId: number,
  q: { from: string; to: string },
  links: FileLinks,
): Promise<{ messages: SprintMessage[] }> {
  const participant = await participantScope(tx, ctx, userId, 'sprints.view');
  const onlySent = !can(actor, 'sprints.readPlanned', scopedResource(participant));
  const rows = await tx
    .select({ o: sprintOccurrences, d: sprintDefinitions })
    .from(sprintOccurrences)
    .innerJoin(
      sprintDefinitions,
      and(eq(sprintDefinitions.id, sprintOccurrences.definitionId), eq(sprintDefinitions.tenantId, ctx.tenantId)),
    )
    .where(
      and(
        eq(sprintOccurrences.tenantId, ctx.tenantId),
        eq(sprintOccurrences.participantProfileId, participant.profileId),
        between(sprintOccurrences.localDate, q.from, q.to),
        onlySent ? eq(sprintOccurrences.status, 'SENT') : undefined,
        or(isNull(sprintDefinitions.deletedAt), eq(sprintOccurrences.status, 'SENT')),
      ),
    )
    .orderBy(asc(sprintOccurrences.sendAt), asc(sprintOccurrences.id));
  const media = await mediaResourcesByIds(tx, ctx.tenantId, mediaIdsOf(rows.map((r) => r.d)));
  const senders = await messagingPeople(
    tx,
    ctx.tenantId,
    rows.map((r) => r.d.senderProfileId),
  );
  return {
    messages: rows.map(({ o, d }) => ({
      definitionId: d.id,
      occurrence: o.occurrence,
      date: o.localDate,
      time: d.time,
      sendAt: o.sendAt.toISOString(),
      status: o.status,
      sentAt: o.sentAt?.toISOString() ?? null,
      skippedReason: o.skippedReason,
      correlationId: d.correlationId,
      templateName: d.templateName,
      senderProfileId: d.senderProfileId,
      senderName: senders.get(d.senderProfileId)?.name ?? '',
      channelId: d.channelId,
      ...presentContent({ ...d, text: o.sentText ?? d.text }, media, links),
    })),
  };
}

/** GET /messages/users/{id}/calendar/preview: per day with messages, how many are planned, sent, skipped. */
export async function previewMessages(
  tx: Db,
  ctx: RequestContext,
  userId: number,
  q: { startDate: string; endDate: string },
) {
  const participant = await participantScope(tx, ctx, userId, 'sprints.view');
  const count = (status: string) =>
    sql<number>`count(*) filter (where ${sprintOccurrences.status} = ${status})`.mapWith(Number);
  const rows = await tx
    .select({
      date: sprintOccurrences.localDate,
      planned: count('PLANNED'),
      sent: count('SENT'),
      skipped: count('SKIPPED'),
    })
    .from(sprintOccurrences)
    .where(
      and(
        eq(sprintOccurrences.tenantId, ctx.tenantId),
        eq(sprintOccurrences.participantProfileId, participant.profileId),
        between(sprintOccurrences.localDate, q.startDate, q.endDate),
      ),
    )
    .groupBy(sprintOccurrences.localDate)
    .orderBy(asc(sprintOccurrences.localDate));
  return { days: rows };
}
