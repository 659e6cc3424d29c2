import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ChatChannel, SprintRepeat } from '@stride/contracts';
import { recordAudits } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/client.js';
import type { Actor, RequestContext } from '../../platform/http/context.js';
import { ensureSprintChannel } from '../chat/index.js';
import type { MessagingPerson } from '../profiles/index.js';
import { occurrencesOf } from './schedule.js';
import {
  sprintDefinitions,
  sprintOccurrences,
  type SprintDefinitionRow,
  type StoredThumbnail,
} from './sprints.table.js';

export const DEFINITION_ENTITY = 'sprint_definition';

/** What a definition is made of (a template's message from a start, or a one-off). */
export interface PlanInput {
  text: string;
  resourceId: number | null;
  thumbnail: StoredThumbnail | null;
  startDate: string;
  time: string;
  repeat: SprintRepeat;
  occurrences: number;
  correlationId?: string | null;
  templateId?: number | null;
  templateName?: string | null;
}

/** What planning did: the definitions, and the instants the sender must wake at (booked after the commit). */
export interface Planned {
  definitions: SprintDefinitionRow[];
  wakeAt: Date[];
  /** Occurrences made, and those skipped because their time had passed. */
  planned: number;
  skipped: number;
  firstSendAt: Date | null;
  /** The participant's sprint chat when this planning made it (its members are told after the commit). */
  newChannel?: ChatChannel | null;
}

/**
 * The participant's sprint channel with the sender (`s<senderProfileId>_sprint_<participantProfileId>`),
 * made once: the sender keeps it, the participant reads it.
 */
export const sprintChannelOf = (tx: Db, ctx: RequestContext, participantProfileId: number) =>
  ensureSprintChannel(tx, ctx, { sprintKey: `s${ctx.actor!.profileId}`, participantProfileId });

/**
 * Stores definitions for one participant, in their zone now, with every occurrence: PLANNED, or SKIPPED
 * (PAST) when its time is already over at `now` (docs/decisions.md, "Sprints: a start in the past").
 */
export async function insertDefinitions(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  participant: MessagingPerson,
  inputs: PlanInput[],
  now: Date,
): Promise<Planned> {
  if (inputs.length === 0) return { definitions: [], wakeAt: [], planned: 0, skipped: 0, firstSendAt: null };
  const { id: channelId, created } = await sprintChannelOf(tx, ctx, participant.profileId);
  const definitions = await tx
    .insert(sprintDefinitions)
    .values(
      inputs.map((i) => ({
        tenantId: ctx.tenantId,
        participantProfileId: participant.profileId,
        senderProfileId: actor.profileId,
        channelId,
        correlationId: i.correlationId ?? null,
        templateId: i.templateId ?? null,
        templateName: i.templateName ?? null,
        text: i.text,
        resourceId: i.resourceId,
        thumbnail: i.thumbnail,
        startDate: i.startDate,
        time: i.time,
        repeat: i.repeat,
        occurrences: i.repeat === 'NONE' ? 1 : i.occurrences,
        timeZone: participant.timeZone,
      })),
    )
    .returning();
  const made = await insertOccurrences(tx, ctx, definitions, now, new Set());
  await recordAudits(
    tx,
    ctx,
    definitions.map((d) => ({ operation: 'CREATE' as const, entityType: DEFINITION_ENTITY, entityId: d.id, after: d })),
  );
  return { definitions, ...made, newChannel: created };
}

/**
 * The occurrences of these definitions not yet there (`have`: `<definitionId>:<occurrence>` of those kept),
 * in one INSERT.
 */
export async function insertOccurrences(
  tx: Db,
  ctx: RequestContext,
  definitions: SprintDefinitionRow[],
  now: Date,
  have: Set<string>,
): Promise<Omit<Planned, 'definitions'>> {
  const rows: Array<typeof sprintOccurrences.$inferInsert> = [];
  for (const d of definitions) {
    for (const o of occurrencesOf({ ...d, excludedDates: d.excludedDates })) {
      if (have.has(`${d.id}:${o.occurrence}`)) continue;
      const past = o.sendAt.getTime() <= now.getTime();
      rows.push({
        tenantId: ctx.tenantId,
        definitionId: d.id,
        participantProfileId: d.participantProfileId,
        occurrence: o.occurrence,
        localDate: o.localDate,
        sendAt: o.sendAt,
        status: past ? 'SKIPPED' : 'PLANNED',
        skippedReason: past ? 'PAST' : null,
      });
    }
  }
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(sprintOccurrences).values(rows.slice(i, i + 1000));
  const planned = rows.filter((r) => r.status === 'PLANNED');
  const times = [...new Set(planned.map((r) => (r.sendAt as Date).getTime()))].sort((a, b) => a - b);
  const first = rows.map((r) => (r.sendAt as Date).getTime()).sort((a, b) => a - b)[0];
  return {
    wakeAt: times.map((t) => new Date(t)),
    planned: planned.length,
    skipped: rows.length - planned.length,
    firstSendAt: first === undefined ? null : new Date(first),
  };
}

/** Removes the occurrences of these definitions not sent (planned or skipped); answers how many were planned. */
export async function dropUnsent(tx: Db, ctx: RequestContext, definitionIds: number[]): Promise<number> {
  if (definitionIds.length === 0) return 0;
  const gone = await tx
    .delete(sprintOccurrences)
    .where(
      and(
        eq(sprintOccurrences.tenantId, ctx.tenantId),
        inArray(sprintOccurrences.definitionId, definitionIds),
        sql`${sprintOccurrences.status} <> 'SENT'`,
      ),
    )
    .returning({ status: sprintOccurrences.status });
  return gone.filter((g) => g.status === 'PLANNED').length;
}

/** The occurrences kept through a change (the sent ones), as `<definitionId>:<occurrence>`. */
export async function keptOccurrences(tx: Db, ctx: RequestContext, definitionIds: number[]): Promise<Set<string>> {
  if (definitionIds.length === 0) return new Set();
  const rows = await tx
    .select({ d: sprintOccurrences.definitionId, o: sprintOccurrences.occurrence })
    .from(sprintOccurrences)
    .where(
      and(
        eq(sprintOccurrences.tenantId, ctx.tenantId),
        inArray(sprintOccurrences.definitionId, definitionIds),
        eq(sprintOccurrences.status, 'SENT'),
      ),
    );
  return new Set(rows.map((r) => `${r.d}:${r.o}`));
}
