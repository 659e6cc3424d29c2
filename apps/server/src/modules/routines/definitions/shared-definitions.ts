import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.js';
import type { RequestContext } from '../../../platform/http/context.js';
import { sharedWithSql } from '../../sharing/index.js';
import { routineDefinitions } from '../routines.table.js';

/** A definition's columns, qualified by hand for the sharing module's subqueries. */
const DEFINITION = { tenantId: sql`routine_definitions.tenant_id`, id: sql`routine_definitions.id` };

/**
 * Whether a definition reaches a company through a share (docs/decisions.md, "Exercise library:
 * sharing, routines"): shared itself, through its folder, or through a routine that holds it. A
 * condition of a query from `routine_definitions`.
 */
export const definitionSharedWithSql = (companyId: number): SQL =>
  or(
    sharedWithSql('DEFINITION', DEFINITION, companyId),
    sharedWithSql('FOLDER', { tenantId: DEFINITION.tenantId, id: sql`routine_definitions.folder_id` }, companyId),
    sql`exists (
      select 1 from routine_sequence_items i
      where i.tenant_id = routine_definitions.tenant_id and i.definition_id = routine_definitions.id
        and ${sharedWithSql('SEQUENCE', { tenantId: sql`i.tenant_id`, id: sql`i.sequence_id` }, companyId)}
    )`,
  )!;

/** Whether a definition is shared with the company by itself or its folder (not through a routine). */
export const definitionOrFolderSharedWithSql = (companyId: number): SQL =>
  or(
    sharedWithSql('DEFINITION', DEFINITION, companyId),
    sharedWithSql('FOLDER', { tenantId: DEFINITION.tenantId, id: sql`routine_definitions.folder_id` }, companyId),
  )!;

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
