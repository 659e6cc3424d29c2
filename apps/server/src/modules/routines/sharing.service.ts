import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import {
  ALREADY_IN_COMPANY_LIBRARY,
  isPlatform,
  isPracticeStaff,
  routineLibraryOf,
  seesRoutineLibrary,
  type DefinitionKind,
  type ShareInfo,
  type SharedCompany,
  type SharedDefinition,
  type SharedFolder,
  type SharedFoldersQuery,
  type SharedItemsQuery,
  type ShareSubject,
} from '@stride/contracts';
import { recordAudit, recordAudits } from '../../platform/audit/audit.js';
import { anyId, intArray, rowsOf } from '../../platform/db/arrays.js';
import type { Db } from '../../platform/db/client.js';
import { authorize } from '../../platform/http/authorize.js';
import type { Actor, RequestContext } from '../../platform/http/context.js';
import { badRequest, conflict, notFound } from '../../platform/http/errors.js';
import { pageWindow } from '../../platform/http/paging.js';
import type { FileLinks } from '../../platform/storage/file-links.js';
import { companyNamesByIds, listCompanyNames } from '../companies/companies.service.js';
import { personNameOf } from '../profiles/profiles.service.js';
import { copyRows, presentDefinitions, DEFINITION_NOUN } from './definitions.service.js';
import { FOLDER_ENTITY } from './folders.service.js';
import { presentFolder } from './routines.presenter.js';
import {
  routineDefinitionFolders,
  routineDefinitions,
  routineShares,
  type DefinitionFolderRow,
  type DefinitionRow,
  type RoutineShareRow,
} from './routines.table.js';
import { definitionSharedWithSql } from './sharing.queries.js';
import { routineSequences } from './sequences.table.js';
import { checkLibraryFolder } from './library-folder.js';

/**
 * Sharing the exercise library between companies (docs/decisions.md, "Exercise library: sharing,
 * routines"). The functions are generic over what is shared (a DEFINITION, a FOLDER of definitions, a
 * SEQUENCE): the routines' calls use them too.
 */
export const SHARE_ENTITY = 'routine_share';

const NOUN: Record<ShareSubject, string> = { DEFINITION: 'Definition', FOLDER: 'Folder', SEQUENCE: 'Routine' };
const fieldError = (path: string, message: string) => badRequest(message, [{ path, message }]);

/** What sharing looks at of the shared thing: its library and title. */
export interface ShareSubjectRow {
  subject: ShareSubject;
  id: number;
  companyId: number | null;
  title: string;
  /** A definition's or a routine's folder. */
  folderId: number | null;
  /** A definition's kind. */
  kind?: DefinitionKind;
}

async function loadSubject(
  tx: Db,
  ctx: RequestContext,
  subject: ShareSubject,
  id: number,
  kind?: DefinitionKind,
): Promise<ShareSubjectRow | undefined> {
  if (subject === 'DEFINITION') {
    const [r] = await tx
      .select({
        id: routineDefinitions.id,
        companyId: routineDefinitions.companyId,
        title: routineDefinitions.title,
        folderId: routineDefinitions.folderId,
        kind: routineDefinitions.kind,
      })
      .from(routineDefinitions)
      .where(
        and(
          eq(routineDefinitions.tenantId, ctx.tenantId),
          eq(routineDefinitions.id, id),
          kind ? eq(routineDefinitions.kind, kind) : undefined,
        ),
      );
    return r && { subject, ...r };
  }
  if (subject === 'FOLDER') {
    const [r] = await tx
      .select({
        id: routineDefinitionFolders.id,
        companyId: routineDefinitionFolders.companyId,
        title: routineDefinitionFolders.title,
      })
      .from(routineDefinitionFolders)
      .where(
        and(
          eq(routineDefinitionFolders.tenantId, ctx.tenantId),
          eq(routineDefinitionFolders.id, id),
          eq(routineDefinitionFolders.holds, 'DEFINITIONS'),
        ),
      );
    return r && { subject, ...r, folderId: null };
  }
  const [r] = await tx
    .select({
      id: routineSequences.id,
      companyId: routineSequences.companyId,
      title: routineSequences.title,
      folderId: routineSequences.folderId,
    })
    .from(routineSequences)
    .where(and(eq(routineSequences.tenantId, ctx.tenantId), eq(routineSequences.id, id)));
  return r && { subject, ...r };
}

/**
 * Whether the subject reaches the company through a share: itself; a definition also through its folder
 * or a routine that holds it.
 */
async function reachesCompany(tx: Db, ctx: RequestContext, row: ShareSubjectRow, companyId: number) {
  if (row.subject === 'DEFINITION') {
    const [hit] = await tx
      .select({ id: routineDefinitions.id })
      .from(routineDefinitions)
      .where(
        and(
          eq(routineDefinitions.tenantId, ctx.tenantId),
          eq(routineDefinitions.id, row.id),
          definitionSharedWithSql(companyId),
        ),
      );
    return hit !== undefined;
  }
  const [hit] = await tx
    .select({ id: routineShares.id })
    .from(routineShares)
    .where(
      and(
        eq(routineShares.tenantId, ctx.tenantId),
        eq(routineShares.subject, row.subject),
        eq(routineShares.subjectId, row.id),
        eq(routineShares.toCompanyId, companyId),
      ),
    );
  return hit !== undefined;
}

/** The subject as the policy sees it: with the actor's company when it is shared with it. */
async function asResource(tx: Db, ctx: RequestContext, actor: Actor, row: ShareSubjectRow) {
  if (seesRoutineLibrary(actor, row) || !isPracticeStaff(actor) || actor.companyId === null) return row;
  return (await reachesCompany(tx, ctx, row, actor.companyId))
    ? { ...row, sharedWithCompanyIds: [actor.companyId] }
    : row;
}

/** The companies the subject itself is shared with (its direct shares), by name. */
export async function sharesOf(
  tx: Db,
  ctx: RequestContext,
  subject: ShareSubject,
  id: number,
): Promise<SharedCompany[]> {
  const rows = await tx
    .select()
    .from(routineShares)
    .where(
      and(
        eq(routineShares.tenantId, ctx.tenantId),
        eq(routineShares.subject, subject),
        eq(routineShares.subjectId, id),
      ),
    );
  const names = await companyNamesByIds(
    tx,
    ctx.tenantId,
    rows.map((r) => r.toCompanyId),
  );
  return rows
    .map((r) => ({ id: r.toCompanyId, name: names.get(r.toCompanyId) ?? '', sharedAt: r.createdAt.toISOString() }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

/** What a share call did: the subject, the companies newly given it, and every company it is shared with. */
export interface ShareOutcome {
  row: ShareSubjectRow;
  added: number[];
  sharedWith: SharedCompany[];
}

async function insertShares(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  row: ShareSubjectRow,
  from: number | null,
  companyIds: number[],
): Promise<RoutineShareRow[]> {
  const inserted = await tx
    .insert(routineShares)
    .values(
      companyIds.map((toCompanyId) => ({
        tenantId: ctx.tenantId,
        subject: row.subject,
        subjectId: row.id,
        fromCompanyId: from,
        toCompanyId,
        sharedByProfileId: actor.profileId,
      })),
    )
    .onConflictDoNothing()
    .returning();
  await recordAudits(
    tx,
    ctx,
    inserted.map((s) => ({ operation: 'CREATE' as const, entityType: SHARE_ENTITY, entityId: s.id, after: s })),
  );
  return inserted;
}

/**
 * Shares a subject of the actor's own library with companies of the tenant (POST .../{id}/shared,
 * /folders/{id}/shared, /sequences/{id}/shared). 404 when the actor does not see it, 403 when it is not
 * their library's, 400 naming ids that are not other companies of the tenant. Sharing again with a
 * company is no error and adds nothing. Audited; the caller publishes `publishShared` after the commit.
 */
export async function shareWith(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  subject: ShareSubject,
  id: number,
  companyIds: number[],
  kind?: DefinitionKind,
): Promise<ShareOutcome> {
  const row = await loadSubject(tx, ctx, subject, id, kind);
  if (!row) throw notFound(kind ? DEFINITION_NOUN[kind] : NOUN[subject]);
  const resource = await asResource(tx, ctx, actor, row);
  const refusal = 'Only what your own library holds can be shared: copy it first.';
  // Each subject's policy (the same library rules), so a hidden one is "Folder/Routine not found".
  if (subject === 'FOLDER') authorize(actor, 'routineFolder.share', resource, refusal);
  else if (subject === 'SEQUENCE') authorize(actor, 'routineSequence.share', resource, refusal);
  else authorize(actor, 'routineDefinition.share', resource, refusal);
  const own = routineLibraryOf(actor)!;
  const wanted = [...new Set(companyIds)];
  const names = await companyNamesByIds(tx, ctx.tenantId, wanted);
  const bad = wanted.filter((c) => !names.has(c) || c === own);
  if (bad.length) {
    throw fieldError('body.companyId', `These are not practices you can share with: ${bad.slice(0, 20).join(', ')}.`);
  }
  const inserted = await insertShares(tx, ctx, actor, row, own, wanted);
  return { row, added: inserted.map((s) => s.toCompanyId), sharedWith: await sharesOf(tx, ctx, subject, id) };
}

/**
 * Shares a subject the actor sees but that is not their company's (the platform's, or one shared with
 * them) with their own company (POST .../{id}/shared/company): it then shows in the company's shared
 * list. Platform staff: 400; an item of the company's own library: 409.
 */
export async function shareWithActorCompany(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  subject: ShareSubject,
  id: number,
  kind?: DefinitionKind,
): Promise<ShareOutcome> {
  const row = await loadSubject(tx, ctx, subject, id, kind);
  if (!row) throw notFound(kind ? DEFINITION_NOUN[kind] : NOUN[subject]);
  if (isPlatform(actor)) throw badRequest('You are not a member of a practice.');
  const resource = await asResource(tx, ctx, actor, row);
  const refusal = 'You are not a member of a practice.';
  if (subject === 'FOLDER') authorize(actor, 'routineFolder.recommend', resource, refusal);
  else authorize(actor, 'routineDefinition.recommend', resource, refusal);
  const own = actor.companyId!;
  if (row.companyId === own) throw conflict(ALREADY_IN_COMPANY_LIBRARY);
  const inserted = await insertShares(tx, ctx, actor, row, own, [own]);
  return { row, added: inserted.map((s) => s.toCompanyId), sharedWith: await sharesOf(tx, ctx, subject, id) };
}

/**
 * The subject when it is shared with the actor's company (itself; a definition also through its folder
 * or a routine): what the receiver may read and import. 404 otherwise (their own library's items, the
 * platform's not shared with them, another company's, another tenant's).
 */
export async function sharedWithActorCompany(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  subject: ShareSubject,
  id: number,
  kind?: DefinitionKind,
): Promise<ShareSubjectRow> {
  const row = await loadSubject(tx, ctx, subject, id, kind);
  const companyId = isPracticeStaff(actor) ? actor.companyId : null;
  if (!row || companyId === null || row.companyId === companyId || !(await reachesCompany(tx, ctx, row, companyId))) {
    throw notFound(kind ? DEFINITION_NOUN[kind] : NOUN[subject]);
  }
  return row;
}

/** The event of a shared folder or routine, one per company newly given it (after the commit). */
export function sharedEvents(ctx: RequestContext, actor: Actor, outcome: ShareOutcome) {
  const subject = outcome.row.subject;
  if (subject === 'DEFINITION') return [];
  return outcome.added.map((companyId) => ({
    type: 'routine.folder_shared' as const,
    tenantId: ctx.tenantId,
    actorUserId: actor.userId,
    payload: { sharerUserId: actor.userId, companyId, subject, subjectId: outcome.row.id, title: outcome.row.title },
  }));
}

/**
 * Copies definitions shared with the actor's company into their library (POST .../{id}/shared/copy,
 * .../shared/company/copy, /items/shared/copy), into their folder when given: each copy independent.
 */
export async function importSharedDefinitions(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  ids: number[],
  folderId: number | null | undefined,
): Promise<DefinitionRow[]> {
  authorize(actor, 'routineDefinition.copy', undefined, 'Participants keep no exercise library.');
  const companyId = routineLibraryOf(actor)!;
  const target = folderId ? await checkLibraryFolder(tx, ctx, folderId, companyId, 'DEFINITIONS') : null;
  const wanted = [...new Set(ids)];
  const sources =
    companyId === null
      ? []
      : await tx
          .select()
          .from(routineDefinitions)
          .where(
            and(
              eq(routineDefinitions.tenantId, ctx.tenantId),
              anyId(routineDefinitions.id, wanted),
              definitionSharedWithSql(companyId),
            ),
          );
  const byId = new Map(sources.filter((s) => s.companyId !== companyId).map((s) => [s.id, s]));
  const missing = wanted.filter((id) => !byId.has(id));
  if (missing.length) {
    throw fieldError(
      'body.items',
      `These items are not shared with your practice: ${missing.slice(0, 20).join(', ')}.`,
    );
  }
  return copyRows(
    tx,
    ctx,
    actor,
    wanted.map((id) => byId.get(id)!),
    companyId,
    () => target,
  );
}

/** POST .../exercises|series|activities/{id}/shared[/company]/copy: one shared definition of this kind (404 otherwise). */
export async function importSharedDefinition(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  kind: DefinitionKind,
  id: number,
  folderId: number | null | undefined,
): Promise<DefinitionRow> {
  await sharedWithActorCompany(tx, ctx, actor, 'DEFINITION', id, kind);
  const [copy] = await importSharedDefinitions(tx, ctx, actor, [id], folderId);
  return copy!;
}

/**
 * POST /routines/definitions/folders/{id}/shared/copy: a new folder of the actor's library (the shared
 * folder's title, or the one given) with a copy of each of its definitions, circuits pointing at the
 * copies made in the same call.
 */
export async function importSharedFolder(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  id: number,
  title: string | undefined,
): Promise<{ folder: DefinitionFolderRow; items: DefinitionRow[] }> {
  const source = await sharedWithActorCompany(tx, ctx, actor, 'FOLDER', id);
  authorize(actor, 'routineFolder.copy', undefined, 'Participants keep no exercise library.');
  const companyId = routineLibraryOf(actor)!;
  const [folder] = await tx
    .insert(routineDefinitionFolders)
    .values({ tenantId: ctx.tenantId, companyId, title: title ?? source.title, createdByProfileId: actor.profileId })
    .returning();
  await recordAudit(tx, ctx, {
    operation: 'CREATE',
    entityType: FOLDER_ENTITY,
    entityId: folder!.id,
    after: { ...folder, copiedFromFolderId: id, importedFromShare: true },
  });
  const sources = await tx
    .select()
    .from(routineDefinitions)
    .where(and(eq(routineDefinitions.tenantId, ctx.tenantId), eq(routineDefinitions.folderId, id)))
    .orderBy(asc(routineDefinitions.id));
  const items = await copyRows(tx, ctx, actor, sources, companyId, () => folder!.id);
  return { folder: folder!, items };
}

/** Which shares a list looks at: those given to a company, or those given by a library (to one company). */
type Direction = { received: number } | { from: number | null; to?: number };

/** The condition on `routine_shares s` of a direction. */
function shareFilter(d: Direction): SQL {
  if ('received' in d) return sql`s.to_company_id = ${d.received}`;
  const from = d.from === null ? sql`s.from_company_id is null` : sql`s.from_company_id = ${d.from}`;
  return d.to === undefined ? from : sql`${from} and s.to_company_id = ${d.to}`;
}

/** The direction of a list for this actor, or null when there is nothing to list (no library, no company). */
function receivedBy(actor: Actor): Direction | null {
  return isPracticeStaff(actor) && actor.companyId !== null ? { received: actor.companyId } : null;
}
function sentBy(actor: Actor, to?: number): Direction | null {
  const from = routineLibraryOf(actor);
  if (from === undefined) return null;
  return to === undefined ? { from } : { from, to };
}

/** One way a definition is reached: a share of itself (viaFolderId null) or of its folder. */
interface Hit {
  definition_id: number;
  share_id: number;
  via_folder_id: number | null;
}

/** The definitions a direction reaches with their shares, as a CTE `hits`. */
const hitsCte = (ctx: RequestContext, d: Direction) => sql`with hits as (
  select s.subject_id as definition_id, s.id as share_id, null::int as via_folder_id
  from routine_shares s
  where s.tenant_id = ${ctx.tenantId} and s.subject = 'DEFINITION' and ${shareFilter(d)}
  union all
  select d.id, s.id, s.subject_id
  from routine_shares s
  join routine_definitions d on d.tenant_id = s.tenant_id and d.folder_id = s.subject_id
  where s.tenant_id = ${ctx.tenantId} and s.subject = 'FOLDER' and ${shareFilter(d)}
)`;

/** The shares by id, with the sharer's name. */
async function sharesById(tx: Db, ctx: RequestContext, ids: number[]) {
  if (ids.length === 0) return new Map<number, RoutineShareRow & { sharerName: string | null }>();
  const rows = await tx
    .select({ share: routineShares, sharerName: personNameOf(routineShares.sharedByProfileId) })
    .from(routineShares)
    .where(and(eq(routineShares.tenantId, ctx.tenantId), anyId(routineShares.id, ids)));
  return new Map(rows.map((r) => [r.share.id, { ...r.share, sharerName: r.sharerName }]));
}

/**
 * The share info of items from their shares (each with the folder it came through, if any): the latest
 * share's time, sharer and library; every company with the first time it got the item.
 */
async function shareInfos(
  tx: Db,
  ctx: RequestContext,
  hits: { itemId: number; shareId: number; viaFolderId: number | null }[],
): Promise<Map<number, ShareInfo>> {
  const shares = await sharesById(tx, ctx, [...new Set(hits.map((h) => h.shareId))]);
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
  const companyIds = [...shares.values()].flatMap((s) =>
    [s.fromCompanyId, s.toCompanyId].filter((id): id is number => id !== null),
  );
  const names = await companyNamesByIds(tx, ctx.tenantId, companyIds);
  const byItem = new Map<number, { share: RoutineShareRow & { sharerName: string | null }; via: number | null }[]>();
  for (const h of hits) {
    const share = shares.get(h.shareId);
    if (share) byItem.set(h.itemId, [...(byItem.get(h.itemId) ?? []), { share, via: h.viaFolderId }]);
  }
  const out = new Map<number, ShareInfo>();
  for (const [itemId, list] of byItem) {
    list.sort((a, b) => b.share.createdAt.getTime() - a.share.createdAt.getTime() || b.share.id - a.share.id);
    const latest = list[0]!.share;
    const firstTo = new Map<number, Date>();
    for (const { share } of list) {
      const seen = firstTo.get(share.toCompanyId);
      if (!seen || share.createdAt < seen) firstTo.set(share.toCompanyId, share.createdAt);
    }
    const viaFolder = list.every((l) => l.via !== null) ? list[0]!.via : null;
    out.set(itemId, {
      sharedAt: latest.createdAt.toISOString(),
      sharedBy:
        latest.sharedByProfileId === null || latest.sharerName === null
          ? null
          : { profileId: latest.sharedByProfileId, name: latest.sharerName },
      fromCompany:
        latest.fromCompanyId === null
          ? null
          : { id: latest.fromCompanyId, name: names.get(latest.fromCompanyId) ?? '' },
      sharedWith: [...firstTo]
        .map(([id, at]) => ({ id, name: names.get(id) ?? '', sharedAt: at.toISOString() }))
        .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id),
      sharedFolder: viaFolder === null ? null : { id: viaFolder, title: folders.get(viaFolder) ?? '' },
    });
  }
  return out;
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
  const infos = await shareInfos(
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
  const filter = sql.join(
    directions.map((d) => sql`(${shareFilter(d)})`),
    sql` or `,
  );
  const { limit, offset } = pageWindow(q);
  const page = rowsOf<{ id: number; item_count: number | string; total: number | string }>(
    await tx.execute(sql`
      select f.id, count(*) over () as total,
        (select count(*) from routine_definitions d where d.tenant_id = f.tenant_id and d.folder_id = f.id) as item_count
      from routine_definition_folders f
      where f.tenant_id = ${ctx.tenantId} and f.holds = 'DEFINITIONS'
        and f.id in (
          select s.subject_id from routine_shares s
          where s.tenant_id = ${ctx.tenantId} and s.subject = 'FOLDER' and (${filter})
        )
        ${q.search ? sql`and strpos(f.search_title, lower(${q.search})) > 0` : sql``}
      order by f.search_title, f.id
      limit ${limit} offset ${offset}`),
  );
  const ids = page.map((p) => Number(p.id));
  if (ids.length === 0) return { folders: [], total: 0 };
  const shares = rowsOf<{ id: number; subject_id: number; to_company_id: number }>(
    await tx.execute(sql`
      select s.id, s.subject_id, s.to_company_id from routine_shares s
      where s.tenant_id = ${ctx.tenantId} and s.subject = 'FOLDER' and s.subject_id = any(${intArray(ids)})
        and (${filter})`),
  );
  const infos = await shareInfos(
    tx,
    ctx,
    shares.map((s) => ({ itemId: Number(s.subject_id), shareId: Number(s.id), viaFolderId: null })),
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

/** GET /routines/definitions/shared/companies: the tenant's other companies, for the share dialog. */
export async function listShareableCompanies(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  q: { page: number; perPage: number; search?: string },
) {
  authorize(actor, 'routineDefinition.create', undefined, 'Participants keep no exercise library.');
  return listCompanyNames(tx, ctx.tenantId, q, routineLibraryOf(actor) ?? null);
}
