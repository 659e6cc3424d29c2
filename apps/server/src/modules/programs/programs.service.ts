import { and, asc, eq, ilike, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  type CreateProgramBody,
  programsListedFor,
  type ProgramListQuery,
  Role,
  type UpdateProgramBody,
} from '@stride/contracts';
import { recordAudit, recordAudits } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/client.js';
import { authorize } from '../../platform/http/authorize.js';
import type { RequestContext } from '../../platform/http/context.js';
import { badRequest, forbidden, notFound } from '../../platform/http/errors.js';
import { deleteVersioned, updateVersioned } from '../../platform/http/etag.js';
import { pageWindow, totalCount } from '../../platform/http/paging.js';
import { intArray, rowsOf } from '../../platform/db/arrays.js';
import { companyParticipantProfileIds, likePattern, getVisiblePerson } from '../profiles/index.js';
import { presentProgram, type ProgramRow } from './programs.presenter.js';
import { profilePrograms, programs } from './programs.table.js';

const profilesCount =
  sql<number>`(select count(*) from ${profilePrograms} where ${profilePrograms.programId} = ${programs.id})`.mapWith(
    Number,
  );

export async function listPrograms(tx: Db, ctx: RequestContext, q: ProgramListQuery) {
  // The list shows what `program.view` allows (programsListedFor): admins any company's, the others their own's.
  const scope = programsListedFor(ctx.actor!);
  let companyId = q.companyId;
  if (scope !== 'all') {
    if (companyId !== undefined && companyId !== scope) throw notFound('Company');
    if (scope === null) return { programs: [], total: 0 };
    companyId = scope;
  }
  const rows = await tx
    .select({ program: programs, profilesCount, total: totalCount() })
    .from(programs)
    .where(
      and(
        eq(programs.tenantId, ctx.tenantId),
        companyId === undefined ? undefined : eq(programs.companyId, companyId),
        q.active === undefined ? undefined : eq(programs.active, q.active),
        q.search ? ilike(programs.name, likePattern(q.search)) : undefined,
      ),
    )
    .orderBy(asc(programs.name), asc(programs.id))
    .limit(pageWindow(q).limit)
    .offset(pageWindow(q).offset);
  return { programs: rows.map((r) => presentProgram(r.program, r.profilesCount)), total: rows[0]?.total ?? 0 };
}

/** The program if the actor may see it (404 otherwise) and do the action to it (403 otherwise). */
export async function getVisibleProgram(
  tx: Db,
  ctx: RequestContext,
  id: number,
  action: 'view' | 'update' | 'delete' | 'assign' = 'view',
): Promise<{ program: ProgramRow; profilesCount: number }> {
  const [row] = await tx
    .select({ program: programs, profilesCount })
    .from(programs)
    .where(and(eq(programs.id, id), eq(programs.tenantId, ctx.tenantId)));
  if (!row) throw notFound('Program');
  authorize(ctx.actor!, `program.${action}`, row.program);
  return row;
}

export async function createProgram(tx: Db, ctx: RequestContext, body: CreateProgramBody) {
  const companyId = body.companyId ?? ctx.actor!.companyId;
  if (companyId === null) throw forbidden('You are not a member of a company.');
  authorize(ctx.actor!, 'company.writePrograms', { id: companyId });
  const [row] = await tx
    .insert(programs)
    .values({ ...body, companyId, tenantId: ctx.tenantId })
    .returning();
  await recordAudit(tx, ctx, { operation: 'CREATE', entityType: 'program', entityId: row!.id, after: row });
  return presentProgram(row!);
}

export async function updateProgram(
  tx: Db,
  ctx: RequestContext,
  id: number,
  expectedVersion: number,
  body: UpdateProgramBody,
) {
  const before = await getVisibleProgram(tx, ctx, id, 'update');
  const row = await updateVersioned(
    tx,
    {
      table: programs,
      id,
      tenantId: ctx.tenantId,
      expectedVersion,
      entity: 'Program',
      present: (p) => presentProgram(p, before.profilesCount),
    },
    body,
  );
  await recordAudit(tx, ctx, {
    operation: 'UPDATE',
    entityType: 'program',
    entityId: id,
    before: before.program,
    after: row,
  });
  return presentProgram(row, before.profilesCount);
}

/** Deletes the program and its assignments (the profiles stay). */
export async function deleteProgram(tx: Db, ctx: RequestContext, id: number, expectedVersion: number) {
  const before = await getVisibleProgram(tx, ctx, id, 'delete');
  await deleteVersioned(tx, {
    table: programs,
    id,
    tenantId: ctx.tenantId,
    expectedVersion,
    entity: 'Program',
    present: (p) => presentProgram(p, before.profilesCount),
  });
  const unassigned = await tx
    .delete(profilePrograms)
    .where(and(eq(profilePrograms.tenantId, ctx.tenantId), eq(profilePrograms.programId, id)))
    .returning({ profileId: profilePrograms.profileId });
  await recordAudit(tx, ctx, {
    operation: 'DELETE',
    entityType: 'program',
    entityId: id,
    before: { ...before.program, profiles: unassigned.map((u) => u.profileId) },
  });
}

/** A company being deleted takes its programs (and their assignments) with it. */
export async function deleteCompanyPrograms(tx: Db, ctx: RequestContext, companyId: number): Promise<void> {
  const ofCompany = and(eq(programs.tenantId, ctx.tenantId), eq(programs.companyId, companyId));
  const ids = tx.select({ id: programs.id }).from(programs).where(ofCompany);
  await tx
    .delete(profilePrograms)
    .where(and(eq(profilePrograms.tenantId, ctx.tenantId), inArray(profilePrograms.programId, ids)));
  const deleted = await tx.delete(programs).where(ofCompany).returning();
  await recordAudits(
    tx,
    ctx,
    deleted.map((p) => ({ operation: 'DELETE', entityType: 'program', entityId: p.id, before: p })),
  );
}

/** Every (profile, program) pair, in one statement; answers how many were new. */
async function insertAssignments(tx: Db, tenantId: string, profileIds: number[], programIds: number[]) {
  if (profileIds.length === 0 || programIds.length === 0) return 0;
  const result = await tx.execute(sql`
    with added as (
      insert into ${profilePrograms} (tenant_id, profile_id, program_id)
      select ${tenantId}, p, g
      from unnest(${intArray(profileIds)}) as p cross join unnest(${intArray(programIds)}) as g
      on conflict do nothing
      returning 1
    )
    select count(*)::int as n from added`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

const unique = (ids: number[]) => [...new Set(ids)];

function refuseUnknown(ids: number[], valid: number[], field: string, message: (id: number) => string) {
  const known = new Set(valid);
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length === 0) return;
  throw badRequest(
    message(unknown[0]!),
    unknown.slice(0, 20).map((id) => ({ path: `body.${field}`, message: message(id) })),
  );
}

async function companyProgramIds(tx: Db, tenantId: string, companyId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: programs.id })
    .from(programs)
    .where(and(eq(programs.tenantId, tenantId), eq(programs.companyId, companyId), inArray(programs.id, ids)));
  return rows.map((r) => r.id);
}

const notAParticipant = (id: number) => `Profile ${id} is not a participant of this company.`;
const notAProgram = (id: number) => `Program ${id} is not a program of this company.`;

/** The program of the query's company (when given), writable by the actor; 404 for another company's. */
async function programForAssignment(tx: Db, ctx: RequestContext, id: number, companyId: number | undefined) {
  const { program } = await getVisibleProgram(tx, ctx, id, 'assign');
  if (companyId !== undefined && companyId !== program.companyId) throw notFound('Program');
  return program;
}

export async function assignProfiles(
  tx: Db,
  ctx: RequestContext,
  programId: number,
  companyId: number | undefined,
  profileIds: number[],
) {
  const program = await programForAssignment(tx, ctx, programId, companyId);
  const ids = unique(profileIds);
  const valid = await companyParticipantProfileIds(tx, ctx.tenantId, program.companyId, ids);
  refuseUnknown(ids, valid, 'profiles', notAParticipant);
  const count = await insertAssignments(tx, ctx.tenantId, ids, [programId]);
  await recordAudit(tx, ctx, {
    operation: 'ASSIGN',
    entityType: 'program',
    entityId: programId,
    after: { profiles: ids },
  });
  return count;
}

export async function unassignProfiles(
  tx: Db,
  ctx: RequestContext,
  programId: number,
  companyId: number | undefined,
  profileIds: number[],
) {
  await programForAssignment(tx, ctx, programId, companyId);
  const ids = unique(profileIds);
  const removed = await tx
    .delete(profilePrograms)
    .where(
      and(
        eq(profilePrograms.tenantId, ctx.tenantId),
        eq(profilePrograms.programId, programId),
        inArray(profilePrograms.profileId, ids),
      ),
    )
    .returning({ profileId: profilePrograms.profileId });
  await recordAudit(tx, ctx, {
    operation: 'UNASSIGN',
    entityType: 'program',
    entityId: programId,
    before: { profiles: removed.map((r) => r.profileId) },
  });
  return removed.length;
}

/** PUT /practices/{id}/participants/programs: programs for the listed participants, or all of the company's. */
export async function assignProgramsToParticipants(
  tx: Db,
  ctx: RequestContext,
  companyId: number,
  programIds: number[],
  participantIds: number[] | undefined,
) {
  authorize(ctx.actor!, 'company.writePrograms', { id: companyId });
  const wanted = unique(programIds);
  refuseUnknown(wanted, await companyProgramIds(tx, ctx.tenantId, companyId, wanted), 'programs', notAProgram);
  const listed = participantIds && unique(participantIds);
  const participants = await companyParticipantProfileIds(tx, ctx.tenantId, companyId, listed);
  if (listed) refuseUnknown(listed, participants, 'participants', notAParticipant);
  const count = await insertAssignments(tx, ctx.tenantId, participants, wanted);
  await recordAudit(tx, ctx, {
    operation: 'ASSIGN_PROGRAMS',
    entityType: 'company',
    entityId: companyId,
    after: { programs: wanted, participants, added: count },
  });
  return count;
}

/**
 * For another module's query (the participant list's filter): the profile of the row is assigned the
 * program, as a condition (exists) in the same query.
 */
export const inProgramWhere = (tenantId: string, profileId: AnyPgColumn, programId: number): SQL =>
  sql`exists (select 1 from ${profilePrograms} where ${profilePrograms.tenantId} = ${tenantId} and ${profilePrograms.profileId} = ${profileId} and ${profilePrograms.programId} = ${programId})`;

/** The programs assigned to a profile. */
export async function programsOfProfile(tx: Db, tenantId: string, profileId: number) {
  const rows = await tx
    .select({ program: programs, profilesCount })
    .from(programs)
    .innerJoin(profilePrograms, eq(profilePrograms.programId, programs.id))
    .where(and(eq(profilePrograms.tenantId, tenantId), eq(profilePrograms.profileId, profileId)))
    .orderBy(asc(programs.name), asc(programs.id));
  return rows.map((r) => presentProgram(r.program, r.profilesCount));
}

export async function getProfilePrograms(tx: Db, ctx: RequestContext, profileId: number) {
  await getVisiblePerson(tx, ctx, profileId);
  return programsOfProfile(tx, ctx.tenantId, profileId);
}

/** PUT /profiles/{id}/programs: replaces a participant's programs with programs of their company. */
export async function setProfilePrograms(tx: Db, ctx: RequestContext, profileId: number, programIds: number[]) {
  const target = await getVisiblePerson(tx, ctx, profileId);
  const companyId = target.profile.companyId;
  if (companyId === null) throw forbidden();
  authorize(ctx.actor!, 'company.writePrograms', { id: companyId });
  if (target.user.roleId !== Role.Participant) throw badRequest('Programs are assigned to participants only.');
  const wanted = unique(programIds);
  refuseUnknown(wanted, await companyProgramIds(tx, ctx.tenantId, companyId, wanted), 'programs', notAProgram);
  const ofProfile = and(eq(profilePrograms.tenantId, ctx.tenantId), eq(profilePrograms.profileId, profileId));
  const before = await tx.select({ id: profilePrograms.programId }).from(profilePrograms).where(ofProfile);
  await tx
    .delete(profilePrograms)
    .where(wanted.length ? and(ofProfile, notInArray(profilePrograms.programId, wanted)) : ofProfile);
  await insertAssignments(tx, ctx.tenantId, [profileId], wanted);
  await recordAudit(tx, ctx, {
    operation: 'UPDATE',
    entityType: 'profile_programs',
    entityId: profileId,
    before: { programs: before.map((b) => b.id).sort((a, b) => a - b) },
    after: { programs: [...wanted].sort((a, b) => a - b) },
  });
  return programsOfProfile(tx, ctx.tenantId, profileId);
}

/** Unassigns every program of a person whose account is deleted; returns the program ids. */
export async function unassignAllPrograms(tx: Db, tenantId: string, profileId: number): Promise<number[]> {
  const removed = await tx
    .delete(profilePrograms)
    .where(and(eq(profilePrograms.tenantId, tenantId), eq(profilePrograms.profileId, profileId)))
    .returning({ programId: profilePrograms.programId });
  return removed.map((r) => r.programId);
}
