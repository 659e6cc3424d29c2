import { and, eq, sql } from 'drizzle-orm';
import {
  type ShareInfo,
  type SharedDefinition,
  type SharedFolder,
  type SharedFoldersQuery,
  type SharedItemsQuery,
} from '@stride/contracts';
import { anyId, intArray, rowsOf } from '../../../platform/db/arrays.js';
import type { Db } from '../../../platform/db/client.js';
import type { Actor, RequestContext } from '../../../platform/http/context.js';
import { notFound } from '../../../platform/http/errors.js';
import { pageWindow } from '../../../platform/http/paging.js';
import type { FileLinks } from '../../../platform/storage/file-links.js';
import { companyNamesByIds } from '../../companies/index.js';
import {
  receivedBy,
  sentBy,
  shareInfos,
  shareRowsSql,
  sharesByIds,
  type ShareDirection as Direction,
} from '../../sharing/index.js';
import { presentDefinitions } from '../routines.presenter.js';
import { presentFolder } from '../routines.presenter.js';
import { routineDefinitionFolders, routineDefinitions, type DefinitionRow } from '../routines.table.js';

/**
 * The /shared screen's lists of definitions and folders (spec 001 section 7), read over the sharing
 * module's shares of the kinds DEFINITION and FOLDER.
 */

/** One way a definition is reached: a share of itself (via_folder_id null) or of its folder. */
interface Hit {
  definition_id: number;
  share_id: number;
  via_folder_id: number | null;
}

/** The definitions a direction reaches with their shares, as a CTE `hits`. */
const hitsCte = (ctx: RequestContext, d: Direction) => sql`with hits as (
  select s.subject_id as definition_id, s.share_id, null::int as via_folder_id
  from (${shareRowsSql(ctx, 'DEFINITION', [d])}) s
  union all
  select d.id, s.share_id, s.subject_id
  from (${shareRowsSql(ctx, 'FOLDER', [d])}) s
  join routine_definitions d on d.tenant_id = ${ctx.tenantId} and d.folder_id = s.subject_id
)`;

/** The share info of items from their hits (each with the folder it came through, if any). */
async function infosOf(
  tx: Db,
  ctx: RequestContext,
  hits: { itemId: number; shareId: number; viaFolderId: number | null }[],
): Promise<Map<number, ShareInfo>> {
  const shares = await sharesByIds(tx, ctx, [...new Set(hits.map((h) => h.shareId))]);
  const folderIds = [...new Set(hits.map((h) => h.viaFolderId).filter((id): id is number => id !== null))];
  const folders = new Map(
    folderIds.length
      ? (
          await tx
            .select({ id: routineDefinitionFolders.id, title: routineDefinitionFolders.title })
            .from(routineDefinitionFolders)
            .where(
              and(eq(routineDefinitionFolders.tenantId, ctx.tenantId), anyId(routineDefinitionFolders.id, folderIds)),
            )
        ).map((f) => [f.id, f.title])
      : [],
  );
  return shareInfos(
    tx,
    ctx,
    hits.flatMap((h) => {
      const share = shares.get(h.shareId);
      return share ? [{ itemId: h.itemId, share, via: h.viaFolderId }] : [];
    }),
    folders,
  );
}

/** A page of the definitions a direction reaches, by title, each with its share info. */
async function sharedDefinitionPage(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  d: Direction | null,
  q: SharedItemsQuery,
  links: FileLinks,
): Promise<{ items: SharedDefinition[]; total: number }> {
  if (d === null) return { items: [], total: 0 };
  const { limit, offset } = pageWindow(q);
  const page = rowsOf<{ id: number; total: number | string }>(
    await tx.execute(sql`${hitsCte(ctx, d)}
      select rd.id, count(*) over () as total
      from routine_definitions rd
      where rd.tenant_id = ${ctx.tenantId}
        and rd.id in (select h.definition_id from hits h ${q.folderId === undefined ? sql`` : sql`where h.via_folder_id = ${q.folderId}`})
        ${q.kind ? sql`and rd.kind = ${q.kind}` : sql``}
        ${q.search ? sql`and strpos(rd.search_title, lower(${q.search})) > 0` : sql``}
      order by rd.search_title, rd.id
      limit ${limit} offset ${offset}`),
  );
  const ids = page.map((p) => Number(p.id));
  if (ids.length === 0) return { items: [], total: 0 };
  const hits = rowsOf<Hit>(
    await tx.execute(sql`${hitsCte(ctx, d)} select * from hits where definition_id = any(${intArray(ids)})`),
  );
  const infos = await infosOf(
    tx,
    ctx,
    hits.map((h) => ({
      itemId: Number(h.definition_id),
      shareId: Number(h.share_id),
      viaFolderId: h.via_folder_id === null ? null : Number(h.via_folder_id),
    })),
  );
  const rows = await tx
    .select()
    .from(routineDefinitions)
    .where(and(eq(routineDefinitions.tenantId, ctx.tenantId), anyId(routineDefinitions.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const ordered = ids.map((id) => byId.get(id)).filter((r): r is DefinitionRow => r !== undefined);
  const presented = await presentDefinitions(tx, ctx, actor, ordered, links);
  return {
    items: presented.map((p) => ({ ...p, share: infos.get(p.id)! })),
    total: Number(page[0]!.total),
  };
}

/** GET /routines/definitions/items/shared: what other libraries shared with the actor's company. */
export const listReceivedItems = (tx: Db, ctx: RequestContext, actor: Actor, q: SharedItemsQuery, links: FileLinks) =>
  sharedDefinitionPage(tx, ctx, actor, receivedBy(actor), q, links);

/** GET /routines/definitions/items/shared/company[/{companyId}]: what the actor's library shared (with that company). */
export async function listSentItems(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  q: SharedItemsQuery,
  links: FileLinks,
  to?: number,
) {
  if (to !== undefined && !(await companyNamesByIds(tx, ctx.tenantId, [to])).has(to)) throw notFound('Company');
  return sharedDefinitionPage(tx, ctx, actor, sentBy(actor, to), q, links);
}

/** GET /routines/definitions/folders/shared: shared folders received, sent, or both; by title, paged. */
export async function listSharedFolders(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  q: SharedFoldersQuery,
): Promise<{ folders: SharedFolder[]; total: number }> {
  const received = q.folderSharedStrategy === 'SENT' ? null : receivedBy(actor);
  const sent = q.folderSharedStrategy === 'RECEIVED' ? null : sentBy(actor);
  const directions = [received, sent].filter((d): d is Direction => d !== null);
  if (directions.length === 0) return { folders: [], total: 0 };
  const { limit, offset } = pageWindow(q);
  const page = rowsOf<{ id: number; item_count: number | string; total: number | string }>(
    await tx.execute(sql`
      select f.id, count(*) over () as total,
        (select count(*) from routine_definitions d where d.tenant_id = f.tenant_id and d.folder_id = f.id) as item_count
      from routine_definition_folders f
      where f.tenant_id = ${ctx.tenantId} and f.holds = 'DEFINITIONS'
        and f.id in (select s.subject_id from (${shareRowsSql(ctx, 'FOLDER', directions)}) s)
        ${q.search ? sql`and strpos(f.search_title, lower(${q.search})) > 0` : sql``}
      order by f.search_title, f.id
      limit ${limit} offset ${offset}`),
  );
  const ids = page.map((p) => Number(p.id));
  if (ids.length === 0) return { folders: [], total: 0 };
  const shares = rowsOf<{ share_id: number; subject_id: number; to_company_id: number }>(
    await tx.execute(sql`
      select * from (${shareRowsSql(ctx, 'FOLDER', directions)}) s where s.subject_id = any(${intArray(ids)})`),
  );
  const infos = await infosOf(
    tx,
    ctx,
    shares.map((s) => ({ itemId: Number(s.subject_id), shareId: Number(s.share_id), viaFolderId: null })),
  );
  const receivedIds = new Set(
    shares
      .filter((s) => received !== null && 'received' in received && Number(s.to_company_id) === received.received)
      .map((s) => Number(s.subject_id)),
  );
  const rows = await tx
    .select()
    .from(routineDefinitionFolders)
    .where(and(eq(routineDefinitionFolders.tenantId, ctx.tenantId), anyId(routineDefinitionFolders.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const counts = new Map(page.map((p) => [Number(p.id), Number(p.item_count)]));
  const folders = ids
    .filter((id) => byId.has(id))
    .map((id) => ({
      ...presentFolder(byId.get(id)!, counts.get(id) ?? 0, actor),
      direction: receivedIds.has(id) ? ('RECEIVED' as const) : ('SENT' as const),
      share: infos.get(id)!,
    }));
  return { folders, total: Number(page[0]!.total) };
}
