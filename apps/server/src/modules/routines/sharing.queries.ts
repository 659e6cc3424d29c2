import { and, eq, sql, type SQL } from 'drizzle-orm';
import { recordAudits } from '../../platform/audit/audit.js';
import { anyId } from '../../platform/db/arrays.js';
import type { Db } from '../../platform/db/client.js';
import type { RequestContext } from '../../platform/http/context.js';
import { routineDefinitions, routineShares } from './routines.table.js';

/**
 * Whether a definition reaches a company through a share (docs/decisions.md, "Exercise library:
 * sharing, routines"): shared itself, through its folder, or through a routine that holds it. A
 * condition of a query from `routine_definitions` (its columns written out: drizzle leaves the table off
 * the columns of a one-table select, which would make the correlation ambiguous).
 */
export const definitionSharedWithSql = (companyId: number): SQL => sql`exists (
  select 1 from routine_shares s
  where s.tenant_id = routine_definitions.tenant_id and s.to_company_id = ${companyId} and (
    (s.subject = 'DEFINITION' and s.subject_id = routine_definitions.id)
    or (s.subject = 'FOLDER' and s.subject_id = routine_definitions.folder_id)
    or (s.subject = 'SEQUENCE' and s.subject_id in (
      select i.sequence_id from routine_sequence_items i
      where i.tenant_id = routine_definitions.tenant_id and i.definition_id = routine_definitions.id
    ))
  )
)`;

/** Whether this definition is shared with the company (itself, its folder, or a routine holding it). */
export async function definitionSharedWith(
  tx: Db,
  ctx: RequestContext,
  definitionId: number,
  companyId: number,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: routineDefinitions.id })
    .from(routineDefinitions)
    .where(
      and(
        eq(routineDefinitions.tenantId, ctx.tenantId),
        eq(routineDefinitions.id, definitionId),
        definitionSharedWithSql(companyId),
      ),
    );
  return row !== undefined;
}

/**
 * Removes the shares of deleted definitions, folders or routines (their receivers no longer see them),
 * audited as deletions. Called by the deletes of each subject.
 */
export async function forgetShares(
  tx: Db,
  ctx: RequestContext,
  subject: 'DEFINITION' | 'FOLDER' | 'SEQUENCE',
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  const gone = await tx
    .delete(routineShares)
    .where(
      and(
        eq(routineShares.tenantId, ctx.tenantId),
        eq(routineShares.subject, subject),
        anyId(routineShares.subjectId, ids),
      ),
    )
    .returning();
  await recordAudits(
    tx,
    ctx,
    gone.map((s) => ({ operation: 'DELETE' as const, entityType: 'routine_share', entityId: s.id, before: s })),
  );
}
