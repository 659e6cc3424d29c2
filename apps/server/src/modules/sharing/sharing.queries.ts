import { and, eq, sql, type SQL } from 'drizzle-orm';
import { receivingCompanyOf, routineLibraryOf } from '@stride/contracts';
import { recordAudits } from '../../platform/audit/audit.js';
import { anyId } from '../../platform/db/arrays.js';
import type { Db } from '../../platform/db/client.js';
import type { Actor, RequestContext } from '../../platform/http/context.js';
import { shareKindSpec, type ShareKind } from './sharing.kinds.js';
import { shares } from './sharing.table.js';

/**
 * The shares as SQL for the owning modules' queries (docs/architecture.md, "Something shared between
 * companies"): a module reads whether its subjects are shared, and with whom, in its own statements,
 * without naming this table. A subject's columns are passed qualified by hand (`sql\`routine_sequences.id\``):
 * drizzle leaves the table off the columns of a one-table select, which a subquery would read as its own.
 */
export interface SubjectColumns {
  tenantId: SQL;
  id: SQL;
}

/** Whether the subject (of this kind) is shared with the company by its own share. */
export const sharedWithSql = (kind: ShareKind, subject: SubjectColumns, companyId: number | SQL): SQL => sql`exists (
  select 1 from shares s
  where s.tenant_id = ${subject.tenantId} and s.subject = ${kind} and s.subject_id = ${subject.id}
    and s.to_company_id = ${companyId}
)`;

/** The companies the subject is shared with, as an int[] column ('{}' when none). */
export const sharedCompanyIdsSql = (kind: ShareKind, subject: SubjectColumns): SQL<number[]> =>
  sql<
    number[]
  >`coalesce((select array_agg(s.to_company_id) from shares s where s.tenant_id = ${subject.tenantId} and s.subject = ${kind} and s.subject_id = ${subject.id}), '{}'::int[])`;

/** Which shares a list looks at: those given to a company, or those given by a library (to one company). */
export type ShareDirection = { received: number } | { from: number | null; to?: number };

/** The condition on `shares s` of a direction. */
function directionSql(d: ShareDirection): SQL {
  if ('received' in d) return sql`s.to_company_id = ${d.received}`;
  const from = d.from === null ? sql`s.from_company_id is null` : sql`s.from_company_id = ${d.from}`;
  return d.to === undefined ? from : sql`${from} and s.to_company_id = ${d.to}`;
}

/** What the actor's company received, or null when they have none to receive with (platform staff, participants). */
export function receivedBy(actor: Actor): ShareDirection | null {
  const companyId = receivingCompanyOf(actor);
  return companyId === null ? null : { received: companyId };
}

/** What the actor's library gave (to one company), or null when they keep no library. */
export function sentBy(actor: Actor, to?: number): ShareDirection | null {
  const from = routineLibraryOf(actor);
  if (from === undefined) return null;
  return to === undefined ? { from } : { from, to };
}

/**
 * The shares of a kind in any of these directions, as rows `share_id, subject_id, to_company_id` (for a
 * CTE or an `in (select subject_id ...)`).
 */
export function shareRowsSql(ctx: RequestContext, kind: ShareKind, directions: readonly ShareDirection[]): SQL {
  const filter = directions.length
    ? sql.join(
        directions.map((d) => sql`(${directionSql(d)})`),
        sql` or `,
      )
    : sql`false`;
  return sql`select s.id as share_id, s.subject_id, s.to_company_id
    from shares s
    where s.tenant_id = ${ctx.tenantId} and s.subject = ${kind} and (${filter})`;
}

/**
 * Removes the shares of deleted subjects (their receivers no longer see them; their copies stay), audited
 * as deletions. The owning module calls it in its delete. An unregistered kind is refused.
 */
export async function forgetShares(
  tx: Db,
  ctx: RequestContext,
  kind: ShareKind,
  ids: readonly number[],
): Promise<void> {
  const spec = shareKindSpec(kind);
  if (ids.length === 0) return;
  const gone = await tx
    .delete(shares)
    .where(and(eq(shares.tenantId, ctx.tenantId), eq(shares.subject, kind), anyId(shares.subjectId, ids)))
    .returning();
  await recordAudits(
    tx,
    ctx,
    gone.map((s) => ({ operation: 'DELETE' as const, entityType: spec.auditEntity, entityId: s.id, before: s })),
  );
}
