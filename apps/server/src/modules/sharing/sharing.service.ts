import { and, eq } from 'drizzle-orm';
import {
  ALREADY_IN_COMPANY_LIBRARY,
  memberOfNoPractice,
  receivingCompanyOf,
  routineLibraryOf,
  seesRoutineLibrary,
  type RoutineLibraryResource,
  type SharedCompany,
} from '@stride/contracts';
import { recordAudits } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/client.js';
import { authorize } from '../../platform/http/authorize.js';
import type { Actor, RequestContext } from '../../platform/http/context.js';
import { badRequest, conflict, notFound } from '../../platform/http/errors.js';
import { companyNamesByIds, listCompanyNames } from '../companies/index.js';
import {
  shareKindSpec,
  type CopyOptionsOf,
  type CopyResultOf,
  type ShareKind,
  type ShareKindSpec,
  type ShareSubjectRow,
  type VariantOf,
} from './sharing.kinds.js';
import { shares, type ShareRow } from './sharing.table.js';

/**
 * Sharing between the companies of a tenant (docs/decisions.md, "One sharing"): the one set of rules for
 * every kind a module registered (sharing.kinds.ts). A library shares what it holds with other companies;
 * their staff see it read-only and copy it into their own library to change it.
 */

/** The subject of a kind by id (the kind's 404 when the tenant has none). */
async function loadSubject<K extends ShareKind>(
  tx: Db,
  ctx: RequestContext,
  kind: K,
  id: number,
  variant?: VariantOf<K>,
): Promise<{ spec: ShareKindSpec<K>; row: ShareSubjectRow }> {
  const spec = shareKindSpec(kind);
  const found = await spec.load(tx, ctx, id, variant);
  if (!found) throw notFound(spec.noun(variant));
  return { spec, row: { kind, id: found.id, companyId: found.companyId, title: found.title } };
}

/** Whether the subject reaches the company: by its own share, or as its kind says (a definition's folder). */
async function reachesCompany(
  tx: Db,
  ctx: RequestContext,
  spec: ShareKindSpec,
  row: ShareSubjectRow,
  companyId: number,
): Promise<boolean> {
  if (spec.reaches) return spec.reaches(tx, ctx, row.id, companyId);
  const [hit] = await tx
    .select({ id: shares.id })
    .from(shares)
    .where(
      and(
        eq(shares.tenantId, ctx.tenantId),
        eq(shares.subject, row.kind),
        eq(shares.subjectId, row.id),
        eq(shares.toCompanyId, companyId),
      ),
    );
  return hit !== undefined;
}

/** The subject as its policy sees it: with the actor's company when it is shared with it. */
async function asResource(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  spec: ShareKindSpec,
  row: ShareSubjectRow,
): Promise<RoutineLibraryResource> {
  const companyId = receivingCompanyOf(actor);
  if (seesRoutineLibrary(actor, row) || companyId === null) return row;
  return (await reachesCompany(tx, ctx, spec, row, companyId)) ? { ...row, sharedWithCompanyIds: [companyId] } : row;
}

/** The companies the subject itself is shared with (its own shares), by name. */
export async function sharesOf(tx: Db, ctx: RequestContext, kind: ShareKind, id: number): Promise<SharedCompany[]> {
  const rows = await tx
    .select()
    .from(shares)
    .where(and(eq(shares.tenantId, ctx.tenantId), eq(shares.subject, kind), eq(shares.subjectId, id)));
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

/** The new shares (a company that has it already gets nothing), audited. */
async function insertShares(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  spec: ShareKindSpec,
  row: ShareSubjectRow,
  from: number | null,
  companyIds: number[],
): Promise<ShareRow[]> {
  const inserted = await tx
    .insert(shares)
    .values(
      companyIds.map((toCompanyId) => ({
        tenantId: ctx.tenantId,
        subject: row.kind,
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
    inserted.map((s) => ({ operation: 'CREATE' as const, entityType: spec.auditEntity, entityId: s.id, after: s })),
  );
  return inserted;
}

async function outcome(tx: Db, ctx: RequestContext, row: ShareSubjectRow, inserted: ShareRow[]): Promise<ShareOutcome> {
  return { row, added: inserted.map((s) => s.toCompanyId), sharedWith: await sharesOf(tx, ctx, row.kind, row.id) };
}

/**
 * Shares a subject of the actor's own library with companies of the tenant. 404 when the actor does not
 * see it, 403 when it is not their library's (as the kind's policy says), 400 naming ids that are not other
 * companies of the tenant. Sharing again with a company is no error and adds nothing. Audited; the caller
 * publishes `sharedEvents` after the commit.
 */
export async function shareWith<K extends ShareKind>(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  kind: K,
  id: number,
  companyIds: number[],
  variant?: VariantOf<K>,
): Promise<ShareOutcome> {
  const { spec, row } = await loadSubject(tx, ctx, kind, id, variant);
  spec.authorizeShare(actor, await asResource(tx, ctx, actor, spec, row));
  const own = routineLibraryOf(actor)!;
  const wanted = [...new Set(companyIds)];
  const names = await companyNamesByIds(tx, ctx.tenantId, wanted);
  const bad = wanted.filter((c) => !names.has(c) || c === own);
  if (bad.length) {
    const message = `These are not practices you can share with: ${bad.slice(0, 20).join(', ')}.`;
    throw badRequest(message, [{ path: spec.companiesField.path, message: spec.companiesField.detail ?? message }]);
  }
  return outcome(tx, ctx, row, await insertShares(tx, ctx, actor, spec, row, own, wanted));
}

/**
 * Shares a subject the actor sees but that is not their company's (the platform's, or one shared with
 * them) with their own company (POST .../{id}/shared/company): it then shows in the company's shared
 * list. Platform staff: 400; an item of the company's own library: 409.
 */
export async function shareWithActorCompany<K extends ShareKind>(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  kind: K,
  id: number,
  variant?: VariantOf<K>,
): Promise<ShareOutcome> {
  const { spec, row } = await loadSubject(tx, ctx, kind, id, variant);
  if (memberOfNoPractice(actor)) throw badRequest('You are not a member of a practice.');
  if (!spec.authorizeShareWithOwnCompany) throw new Error(`${kind} is not shared with one's own company.`);
  spec.authorizeShareWithOwnCompany(actor, await asResource(tx, ctx, actor, spec, row));
  const own = actor.companyId!;
  if (row.companyId === own) throw conflict(ALREADY_IN_COMPANY_LIBRARY);
  return outcome(tx, ctx, row, await insertShares(tx, ctx, actor, spec, row, own, [own]));
}

/**
 * The subject when it reaches the actor's company (its own share, or as its kind says): what the receiver
 * may read and copy. The kind's 404 otherwise (their own library's items unless the kind `importsWithinCompany`,
 * the platform's not shared with them, another company's, another tenant's).
 */
export async function sharedWithActorCompany<K extends ShareKind>(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  kind: K,
  id: number,
  variant?: VariantOf<K>,
): Promise<ShareSubjectRow> {
  const { spec, row } = await loadSubject(tx, ctx, kind, id, variant);
  const companyId = receivingCompanyOf(actor);
  const ownCompany = row.companyId === companyId && !spec.importsWithinCompany;
  if (companyId === null || ownCompany || !(await reachesCompany(tx, ctx, spec, row, companyId))) {
    throw notFound(spec.noun(variant));
  }
  return row;
}

/**
 * Copies a subject shared with the actor's company into their library (the import), by its kind's copy:
 * the kind's 404 when it does not reach their company. The copy is independent of the original.
 */
export async function importShared<K extends ShareKind>(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  kind: K,
  id: number,
  options: CopyOptionsOf<K>,
  variant?: VariantOf<K>,
): Promise<CopyResultOf<K>> {
  await sharedWithActorCompany(tx, ctx, actor, kind, id, variant);
  const spec = shareKindSpec(kind);
  if (!spec.copy) throw new Error(`${kind} has no copy.`);
  return spec.copy(tx, ctx, actor, id, options);
}

/**
 * The events of a share, one per company newly given the subject, for the kinds whose receivers are told
 * (`notifies`): published after the commit, they are the one notification of a share.
 */
export function sharedEvents(ctx: RequestContext, actor: Actor, done: ShareOutcome) {
  if (!shareKindSpec(done.row.kind).notifies) return [];
  return done.added.map((companyId) => ({
    type: 'sharing.shared' as const,
    tenantId: ctx.tenantId,
    actorUserId: actor.userId,
    payload: {
      sharerUserId: actor.userId,
      companyId,
      subject: done.row.kind,
      subjectId: done.row.id,
      title: done.row.title,
    },
  }));
}

/**
 * The tenant's other companies, for the share dialogs (GET /routines/definitions/shared/companies): whoever
 * keeps a library may share; a participant keeps none (403, as `authorize` says it).
 */
export async function listShareableCompanies(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  q: { page: number; perPage: number; search?: string },
) {
  authorize(actor, 'routineDefinition.create', undefined, 'Participants keep no exercise library.');
  return listCompanyNames(tx, ctx.tenantId, q, routineLibraryOf(actor) ?? null);
}
