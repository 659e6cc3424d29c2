import { and, eq } from 'drizzle-orm';
import type { Utilization, UtilizationType } from '@stride/contracts';
import { recordAudits } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/client.js';
import type { RequestContext } from '../../platform/http/context.js';
import { anyId } from '../../platform/db/arrays.js';
import { personNameOf } from '../profiles/index.js';
import { mlSentResources } from './library.table.js';

/** One use of a resource, found by a source. */
export interface FoundUtilization {
  resourceId: number;
  utilization: Utilization;
}

/**
 * Where resources are used (sent to participants, chat messages to be sent, sprint templates...).
 * Each area that uses library files lists one source in modules/index.ts (UTILIZATION_SOURCES), which
 * app.ts registers here: the library asks them all before a delete, and lets the eligible ones let go of
 * the files a forced delete removes.
 */
export interface UtilizationSource {
  type: UtilizationType;
  /** The uses of these resources, in ONE query. */
  find(tx: Db, ctx: RequestContext, resourceIds: number[]): Promise<FoundUtilization[]>;
  /** A forced delete goes ahead: drop the (eligible) uses of these resources. */
  release?(tx: Db, ctx: RequestContext, resourceIds: number[]): Promise<void>;
  /** Whether a use of the resource lets this person read it (a chat message to a channel they are in). */
  letsRead?(tx: Db, ctx: RequestContext, profileId: number, resourceId: number): Promise<boolean>;
}

export const SENT_RESOURCE_ENTITY = 'ml_sent_resource';

/** Sent to a participant's media: eligible for removal (the participant's copy goes with it). */
export const sentToParticipantSource: UtilizationSource = {
  type: 'SENT_TO_PARTICIPANT',
  async find(tx, ctx, resourceIds) {
    const rows = await tx
      .select({
        resourceId: mlSentResources.resourceId,
        receiverProfileId: mlSentResources.receiverProfileId,
        receiverName: personNameOf(mlSentResources.receiverProfileId),
        sentAt: mlSentResources.sentAt,
      })
      .from(mlSentResources)
      .where(and(eq(mlSentResources.tenantId, ctx.tenantId), anyId(mlSentResources.resourceId, resourceIds)))
      .orderBy(mlSentResources.sentAt, mlSentResources.id);
    return rows.map((r) => ({
      resourceId: r.resourceId,
      utilization: {
        utilizationType: 'SENT_TO_PARTICIPANT',
        eligibleForRemoval: true,
        metadata: {
          receiverName: r.receiverName ?? '',
          receiverProfileId: String(r.receiverProfileId),
          sentAt: new Date(r.sentAt).toISOString(),
        },
      },
    }));
  },
  async release(tx, ctx, resourceIds) {
    const removed = await tx
      .delete(mlSentResources)
      .where(and(eq(mlSentResources.tenantId, ctx.tenantId), anyId(mlSentResources.resourceId, resourceIds)))
      .returning();
    await recordAudits(
      tx,
      ctx,
      removed.map((row) => ({ operation: 'DELETE', entityType: SENT_RESOURCE_ENTITY, entityId: row.id, before: row })),
    );
  },
};

const sources: UtilizationSource[] = [sentToParticipantSource];

/** Adds a source (app.ts, from UTILIZATION_SOURCES); answers a function that removes it again (tests). */
export function registerUtilizationSource(source: UtilizationSource): () => void {
  // One list per process (several apps share it in tests): a source registered again is there once.
  if (!sources.includes(source)) sources.push(source);
  return () => {
    const at = sources.indexOf(source);
    if (at >= 0) sources.splice(at, 1);
  };
}

export const registeredUtilizationSources = (): readonly UtilizationSource[] => [...sources];

/** Whether any use of the resource lets this person read it (one query per source that can tell). */
export async function readableThroughUse(
  tx: Db,
  ctx: RequestContext,
  profileId: number,
  resourceId: number,
): Promise<boolean> {
  for (const source of sources) {
    if (source.letsRead && (await source.letsRead(tx, ctx, profileId, resourceId))) return true;
  }
  return false;
}

/** Every use of these resources, by resource id (one query per source; resources without use are absent). */
export async function findUtilizations(
  tx: Db,
  ctx: RequestContext,
  resourceIds: number[],
  from: readonly UtilizationSource[] = sources,
): Promise<Map<number, Utilization[]>> {
  const found = new Map<number, Utilization[]>();
  if (resourceIds.length === 0) return found;
  for (const source of from) {
    for (const { resourceId, utilization } of await source.find(tx, ctx, resourceIds)) {
      const list = found.get(resourceId) ?? [];
      list.push(utilization);
      found.set(resourceId, list);
    }
  }
  return found;
}

/** A resource is removable only when every use is eligible for removal (spec 001 section 4). */
export const isRemovable = (uses: readonly Utilization[] | undefined) =>
  (uses ?? []).every((u) => u.eligibleForRemoval);

/** Lets every source drop its uses of resources a forced delete removes. */
export async function releaseUtilizations(
  tx: Db,
  ctx: RequestContext,
  resourceIds: number[],
  from: readonly UtilizationSource[] = sources,
): Promise<void> {
  if (resourceIds.length === 0) return;
  for (const source of from) await source.release?.(tx, ctx, resourceIds);
}
