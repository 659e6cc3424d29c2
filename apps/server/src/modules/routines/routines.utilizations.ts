import { and, eq, or, sql } from 'drizzle-orm';
import { recordAudits } from '../../platform/audit/audit.js';
import { anyId, intArray } from '../../platform/db/arrays.js';
import type { UtilizationSource } from '../library/index.js';
import { DEFINITION_ENTITY } from './definitions/definitions.service.js';
import { routineDefinitions } from './routines.table.js';

const usesAny = (ids: number[]) =>
  or(anyId(routineDefinitions.mediaResourceId, ids), anyId(routineDefinitions.additionalMediaResourceId, ids));

/**
 * Library files that are a definition's media or additional media: the library's delete names them
 * (ROUTINE_DEFINITION, with the definition's name and kind) and, forced, leaves the definitions without
 * that media (eligible for removal: the definition stays, its picture goes).
 */
export const routineDefinitionsSource: UtilizationSource = {
  type: 'ROUTINE_DEFINITION',
  async find(tx, ctx, resourceIds) {
    const rows = await tx
      .select({
        kind: routineDefinitions.kind,
        title: routineDefinitions.title,
        media: routineDefinitions.mediaResourceId,
        additional: routineDefinitions.additionalMediaResourceId,
      })
      .from(routineDefinitions)
      .where(and(eq(routineDefinitions.tenantId, ctx.tenantId), usesAny(resourceIds)))
      .orderBy(routineDefinitions.searchTitle, routineDefinitions.id);
    return rows.flatMap((r) =>
      [...new Set([r.media, r.additional])]
        .filter((id): id is number => id !== null && resourceIds.includes(id))
        .map((resourceId) => ({
          resourceId,
          utilization: {
            utilizationType: 'ROUTINE_DEFINITION' as const,
            eligibleForRemoval: true,
            metadata: { name: r.title, kind: r.kind },
          },
        })),
    );
  },
  async release(tx, ctx, resourceIds) {
    const ids = intArray(resourceIds);
    const before = await tx
      .select()
      .from(routineDefinitions)
      .where(and(eq(routineDefinitions.tenantId, ctx.tenantId), usesAny(resourceIds)));
    if (before.length === 0) return;
    const after = await tx
      .update(routineDefinitions)
      .set({
        mediaResourceId: sql`case when ${routineDefinitions.mediaResourceId} = any(${ids}) then null else ${routineDefinitions.mediaResourceId} end`,
        additionalMediaResourceId: sql`case when ${routineDefinitions.additionalMediaResourceId} = any(${ids}) then null else ${routineDefinitions.additionalMediaResourceId} end`,
        version: sql`${routineDefinitions.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(routineDefinitions.tenantId, ctx.tenantId), usesAny(resourceIds)))
      .returning();
    await recordAudits(
      tx,
      ctx,
      after.map((row) => ({
        operation: 'UPDATE' as const,
        entityType: DEFINITION_ENTITY,
        entityId: row.id,
        before: before.find((b) => b.id === row.id),
        after: row,
      })),
    );
  },
};
