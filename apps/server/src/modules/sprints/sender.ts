import { sql } from 'drizzle-orm';
import type { TenantId } from '@stride/contracts';
import { intArray, rowsOf, textArray } from '../../platform/db/arrays.js';
import { inTenant } from '../../platform/db/tenant-scope.js';
import type { Platform } from '../../platform/platform.js';
import { existingChannelIds, chatRealtimeOf, postScheduled, type ScheduledPost } from '../chat/index.js';
import { mediaResourcesByIds } from '../library/index.js';
import { messagingPeople } from '../profiles/index.js';
import { sprintDefinitions, sprintOccurrences, type SprintDefinitionRow } from './sprints.table.js';

/** Occurrences one transaction sends at most: a big minute goes out in several commits. */
export const SEND_BATCH = 200;

/** The chat message's clientId of an occurrence: the same occurrence is one message, whatever retries. */
export const clientIdOf = (definitionId: number, occurrence: number) => `sprint:${definitionId}:${occurrence}`;

interface DueRow {
  id: number;
  definition_id: number;
  occurrence: number;
  participant_profile_id: number;
}

/**
 * Sends every occurrence due at `now` (docs/decisions.md, "Sprints: the sender"): per tenant, batches taken
 * in send order with FOR UPDATE SKIP LOCKED (two processes share the work, never the same row), each
 * posted into the participant's sprint chat and marked SENT in the same transaction: a process killed
 * mid-send rolls back and the next run posts it; the clientId per (definition, occurrence) makes a second
 * post find the first. Due rows of a downtime go out at the next run, in order. An inactive participant's
 * are skipped. The chat delivery is told after each commit. Answers how many were posted.
 */
export async function sendDue(platform: Platform, now = new Date(), batch = SEND_BATCH): Promise<number> {
  let total = 0;
  for (;;) {
    const tenants = rowsOf<{ tenant_id: string }>(
      await platform.db.execute(sql`
      select distinct tenant_id from ${sprintOccurrences}
      where status = 'PLANNED' and send_at <= ${now.toISOString()}`),
    );
    let round = 0;
    for (const { tenant_id } of tenants) round += await sendBatch(platform, tenant_id as TenantId, now, batch);
    total += round;
    // Nothing taken: what is left is being sent by another process (locked) or nothing is due.
    if (round === 0) return total;
  }
}

/** One batch of a tenant's due occurrences, in one transaction; answers how many it handled. */
async function sendBatch(platform: Platform, tenantId: TenantId, now: Date, batch: number): Promise<number> {
  const traceId = `sprint-sender:${now.toISOString()}`;
  const outcome = await inTenant(platform.db, { tenantId }, async (tx) => {
    const due = rowsOf<DueRow>(
      await tx.execute(sql`
      select id, definition_id, occurrence, participant_profile_id from ${sprintOccurrences}
      where tenant_id = ${tenantId} and status = 'PLANNED' and send_at <= ${now.toISOString()}
      order by send_at, id limit ${batch} for update skip locked`),
    );
    if (due.length === 0) return null;
    const definitionIds = [...new Set(due.map((r) => r.definition_id))];
    const definitions = new Map<number, SprintDefinitionRow>(
      (
        await tx
          .select()
          .from(sprintDefinitions)
          .where(
            sql`${sprintDefinitions.tenantId} = ${tenantId} and ${sprintDefinitions.id} = any(${intArray(definitionIds)})`,
          )
      ).map((d) => [d.id, d]),
    );
    const people = await messagingPeople(tx, tenantId, [
      ...due.map((r) => r.participant_profile_id),
      ...[...definitions.values()].map((d) => d.senderProfileId),
    ]);
    const media = await mediaResourcesByIds(
      tx,
      tenantId,
      [...definitions.values()].flatMap((d) => (d.resourceId === null ? [] : [d.resourceId])),
    );
    const posts: Array<ScheduledPost & { occurrenceId: number }> = [];
    const skipped: number[] = [];
    for (const r of due) {
      const d = definitions.get(r.definition_id);
      const participant = people.get(r.participant_profile_id);
      const sender = d ? people.get(d.senderProfileId) : undefined;
      if (!d || d.deletedAt || !participant?.isActive || !sender) {
        skipped.push(r.id);
        continue;
      }
      const file = d.resourceId === null ? undefined : media.get(d.resourceId);
      posts.push({
        occurrenceId: r.id,
        ctx: {
          tenantId,
          traceId,
          actor: {
            userId: sender.userId,
            profileId: sender.profileId,
            uuid: sender.uuid,
            role: sender.roleId,
            email: sender.email,
            surveyAvailable: false,
            mainFolderId: null,
            surrogateActorUserId: null,
          },
        },
        channelId: d.channelId,
        clientId: clientIdOf(d.id, r.occurrence),
        text: d.text,
        mediaLibraryFiles: file
          ? [{ resourceId: file.id, title: file.title, fileTypeId: file.fileTypeId, thumbnailKey: null }]
          : [],
      });
    }
    // A chat removed since (its people's accounts deleted) cannot take its messages: one such row must not
    // fail the batch, or every later minute would fail on it again.
    const live = await existingChannelIds(
      tx,
      tenantId,
      posts.map((p) => p.channelId),
    );
    const undeliverable = posts.filter((p) => !live.has(p.channelId)).map((p) => p.occurrenceId);
    const deliverable = posts.filter((p) => live.has(p.channelId));
    const { published, delivery } = await postScheduled(tx, { fileLinks: platform.fileLinks }, deliverable);
    if (deliverable.length) {
      await tx.execute(sql`
        update ${sprintOccurrences} o set status = 'SENT', sent_at = now(), sent_text = x.text, chat_timetoken = x.tt
        from unnest(${intArray(deliverable.map((p) => p.occurrenceId))}, ${textArray(deliverable.map((p) => p.text))},
          ${textArray(published.map((p) => p.message.timetoken))}) as x(id, text, tt)
        where o.tenant_id = ${tenantId} and o.id = x.id`);
    }
    if (skipped.length) {
      await tx.execute(sql`
        update ${sprintOccurrences} set status = 'SKIPPED', skipped_reason = 'INACTIVE'
        where tenant_id = ${tenantId} and id = any(${intArray(skipped)})`);
    }
    if (undeliverable.length) {
      await tx.execute(sql`
        update ${sprintOccurrences} set status = 'SKIPPED', skipped_reason = 'UNDELIVERABLE'
        where tenant_id = ${tenantId} and id = any(${intArray(undeliverable)})`);
    }
    return { delivery, handled: due.length };
  });
  if (!outcome) return 0;
  chatRealtimeOf(platform).published(tenantId, outcome.delivery);
  return outcome.handled;
}
