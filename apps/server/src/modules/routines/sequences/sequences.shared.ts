import { and, eq, sql } from 'drizzle-orm';
import type { SharedSequence, SharedSequencesQuery } from '@stride/contracts';
import { anyId, rowsOf } from '../../../platform/db/arrays.js';
import type { Db } from '../../../platform/db/client.js';
import type { Actor, RequestContext } from '../../../platform/http/context.js';
import { pageWindow } from '../../../platform/http/paging.js';
import { receivedBy, sentBy, shareInfos, shareRowsSql, sharesOfSubjects } from '../../sharing/index.js';
import { routineDefinitionFolders } from '../routines.table.js';
import { presentSequenceSummary } from './sequences.presenter.js';
import { routineSequences } from '../sequences.table.js';

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
  const direction = q.direction === 'RECEIVED' ? receivedBy(actor) : sentBy(actor);
  if (direction === null) return { items: [], total: 0 };
  const { limit, offset } = pageWindow(q);
  const page = rowsOf<{ id: number; item_count: number | string; total: number | string }>(
    await tx.execute(sql`
      select q.id, count(*) over () as total,
        (select count(*) from routine_sequence_items i where i.tenant_id = q.tenant_id and i.sequence_id = q.id) as item_count
      from routine_sequences q
      where q.tenant_id = ${ctx.tenantId}
        and q.id in (select s.subject_id from (${shareRowsSql(ctx, 'SEQUENCE', [direction])}) s)
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
  // A received routine shows the share given to the actor's company; a sent one every company it went to.
  const shares = await sharesOfSubjects(
    tx,
    ctx,
    'SEQUENCE',
    ids,
    'received' in direction ? direction.received : undefined,
  );
  const infos = await shareInfos(
    tx,
    ctx,
    shares.map((share) => ({ itemId: share.subjectId, share, via: null })),
  );
  const counts = new Map(page.map((p) => [Number(p.id), Number(p.item_count)]));
  const byId = new Map(rows.map((r) => [r.row.id, r]));
  const items = ids.flatMap((id): SharedSequence[] => {
    const found = byId.get(id);
    const share = infos.get(id);
    if (!found || !share) return [];
    return [
      {
        ...presentSequenceSummary(found.row, found.folderTitle, counts.get(id) ?? 0, actor),
        direction: q.direction,
        share,
      },
    ];
  });
  return { items, total: Number(page[0]!.total) };
}
