import { and, eq, sql } from 'drizzle-orm';
import {
  isPracticeStaff,
  routineLibraryOf,
  type SharedCompany,
  type SharedSequence,
  type SharedSequencesQuery,
} from '@stride/contracts';
import { anyId, rowsOf } from '../../platform/db/arrays.js';
import type { Db } from '../../platform/db/client.js';
import type { Actor, RequestContext } from '../../platform/http/context.js';
import { pageWindow } from '../../platform/http/paging.js';
import { companyNamesByIds } from '../companies/companies.service.js';
import { personNameOf } from '../profiles/profiles.service.js';
import { routineDefinitionFolders, routineShares } from './routines.table.js';
import { presentSequenceSummary } from './sequences.presenter.js';
import { routineSequences } from './sequences.table.js';

/** Which shares of routines the list looks at: those given to the actor's company, or given by their library. */
function shareFilter(actor: Actor, direction: SharedSequencesQuery['direction']) {
  if (direction === 'RECEIVED') {
    return isPracticeStaff(actor) && actor.companyId !== null ? sql`s.to_company_id = ${actor.companyId}` : null;
  }
  const from = routineLibraryOf(actor);
  if (from === undefined) return null;
  return from === null ? sql`s.from_company_id is null` : sql`s.from_company_id = ${from}`;
}

/**
 * GET /routines/definitions/sequences/shared: a page of the routines shared with the actor's company
 * (RECEIVED) or shared by the actor's library (SENT), by title, each with its share (who shared it, from
 * which library, when, and with which companies). Platform staff receive nothing.
 */
export async function listSharedSequences(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  q: SharedSequencesQuery,
): Promise<{ items: SharedSequence[]; total: number }> {
  const filter = shareFilter(actor, q.direction);
  if (filter === null) return { items: [], total: 0 };
  const { limit, offset } = pageWindow(q);
  const page = rowsOf<{ id: number; item_count: number | string; total: number | string }>(
    await tx.execute(sql`
      select q.id, count(*) over () as total,
        (select count(*) from routine_sequence_items i where i.tenant_id = q.tenant_id and i.sequence_id = q.id) as item_count
      from routine_sequences q
      where q.tenant_id = ${ctx.tenantId}
        and q.id in (
          select s.subject_id from routine_shares s
          where s.tenant_id = ${ctx.tenantId} and s.subject = 'SEQUENCE' and ${filter}
        )
        ${q.search ? sql`and strpos(q.search_title, lower(${q.search})) > 0` : sql``}
      order by q.search_title, q.id
      limit ${limit} offset ${offset}`),
  );
  const ids = page.map((p) => Number(p.id));
  if (ids.length === 0) return { items: [], total: 0 };
  const rows = await tx
    .select({ row: routineSequences, folderTitle: routineDefinitionFolders.title })
    .from(routineSequences)
    .leftJoin(
      routineDefinitionFolders,
      and(
        eq(routineDefinitionFolders.id, routineSequences.folderId),
        eq(routineDefinitionFolders.tenantId, routineSequences.tenantId),
      ),
    )
    .where(and(eq(routineSequences.tenantId, ctx.tenantId), anyId(routineSequences.id, ids)));
  const shares = await tx
    .select({ share: routineShares, sharerName: personNameOf(routineShares.sharedByProfileId) })
    .from(routineShares)
    .where(
      and(
        eq(routineShares.tenantId, ctx.tenantId),
        eq(routineShares.subject, 'SEQUENCE'),
        anyId(routineShares.subjectId, ids),
        q.direction === 'RECEIVED' ? eq(routineShares.toCompanyId, actor.companyId!) : undefined,
      ),
    );
  const names = await companyNamesByIds(
    tx,
    ctx.tenantId,
    shares.flatMap((s) => [s.share.fromCompanyId, s.share.toCompanyId].filter((id): id is number => id !== null)),
  );
  const counts = new Map(page.map((p) => [Number(p.id), Number(p.item_count)]));
  const byId = new Map(rows.map((r) => [r.row.id, r]));
  const items = ids.flatMap((id): SharedSequence[] => {
    const found = byId.get(id);
    const mine = shares
      .filter((s) => s.share.subjectId === id)
      .sort((a, b) => b.share.createdAt.getTime() - a.share.createdAt.getTime() || b.share.id - a.share.id);
    const latest = mine[0];
    if (!found || !latest) return [];
    const sharedWith: SharedCompany[] = mine
      .map((s) => ({
        id: s.share.toCompanyId,
        name: names.get(s.share.toCompanyId) ?? '',
        sharedAt: s.share.createdAt.toISOString(),
      }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
    return [
      {
        ...presentSequenceSummary(found.row, found.folderTitle, counts.get(id) ?? 0, actor),
        direction: q.direction,
        share: {
          sharedAt: latest.share.createdAt.toISOString(),
          sharedBy:
            latest.share.sharedByProfileId === null || latest.sharerName === null
              ? null
              : { profileId: latest.share.sharedByProfileId, name: latest.sharerName },
          fromCompany:
            latest.share.fromCompanyId === null
              ? null
              : { id: latest.share.fromCompanyId, name: names.get(latest.share.fromCompanyId) ?? '' },
          sharedWith,
          sharedFolder: null,
        },
      },
    ];
  });
  return { items, total: Number(page[0]!.total) };
}
