import { and, eq, or, sql } from 'drizzle-orm';
import { receivingCompanyOf } from '@stride/contracts';
import { anyId } from '../../../platform/db/arrays.js';
import type { Db } from '../../../platform/db/client.js';
import type { Actor, RequestContext } from '../../../platform/http/context.js';
import { visibleLibrariesWhere } from './definitions.service.js';
import { routineDefinitions } from '../routines.table.js';
import { definitionSharedWithSql } from './shared-definitions.js';

/**
 * The exercises among these ids that the actor sees (their library, the platform's, one shared with their
 * company): what a calendar's one-off circuit may hold.
 */
export async function visibleExercises(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  ids: number[],
): Promise<{ id: number; title: string; mediaResourceId: number | null }[]> {
  const d = routineDefinitions;
  const companyId = receivingCompanyOf(actor);
  const shared = companyId === null ? sql`false` : definitionSharedWithSql(companyId);
  return tx
    .select({ id: d.id, title: d.title, mediaResourceId: d.mediaResourceId })
    .from(d)
    .where(
      and(
        eq(d.tenantId, ctx.tenantId),
        anyId(d.id, ids),
        eq(d.kind, 'EXERCISE'),
        or(visibleLibrariesWhere(actor, d.companyId), shared),
      ),
    );
}
