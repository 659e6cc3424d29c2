import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { Role, type ParticipantListQuery, type TenantId } from '@stride/contracts';
import type { Db } from '../../platform/db/client.js';
import type { Actor } from '../../platform/http/context.js';
import { pageWindow, totalCount } from '../../platform/http/paging.js';
// The company's name and the program filter in the same query (no N+1), through their modules' services.
import { companyNameJoin } from '../companies/companies.service.js';
import { inProgramWhere } from '../programs/programs.service.js';
import { personSearchWhere } from './people.queries.js';
import { profiles, users } from './profiles.table.js';
import { visibleParticipantsWhere } from './visibility.js';

const advisor = alias(profiles, 'advisor');
const consultant = alias(profiles, 'consultant');

/** What a participant row carries: account, profile, company name and the coaches' names. */
const participantColumns = {
  userId: users.id,
  uuid: users.uuid,
  email: users.email,
  isActive: users.isActive,
  lastLoginAt: users.lastLoginAt,
  createdAt: users.createdAt,
  accountVersion: users.version,
  profileId: profiles.id,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  language: profiles.language,
  timeZone: profiles.timeZone,
  companyId: profiles.companyId,
  advisorProfileId: profiles.advisorProfileId,
  consultantProfileId: profiles.consultantProfileId,
  journalAvailable: profiles.journalAvailable,
  smartSurveyAvailable: profiles.smartSurveyAvailable,
  swapAvailable: profiles.swapAvailable,
  surveyAvailable: profiles.surveyAvailable,
  pictureThumb: profiles.pictureThumb,
  version: profiles.version,
  companyName: companyNameJoin.name,
  advisorFirstName: advisor.firstName,
  advisorLastName: advisor.lastName,
  consultantFirstName: consultant.firstName,
  consultantLastName: consultant.lastName,
};

/** Participants (role 7) of the tenant; both tables named, so either's tenant index can lead. */
const participantsOf = (tenantId: TenantId) =>
  and(eq(users.tenantId, tenantId), eq(profiles.tenantId, tenantId), eq(users.roleId, Role.Participant));

/** The participants with their company and coaches joined. */
function selectParticipants(tx: Db, tenantId: TenantId, where: SQL | undefined) {
  return tx
    .select(participantColumns)
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(companyNameJoin.table, companyNameJoin.on(profiles.companyId, profiles.tenantId))
    .leftJoin(advisor, and(eq(advisor.id, profiles.advisorProfileId), eq(advisor.tenantId, profiles.tenantId)))
    .leftJoin(
      consultant,
      and(eq(consultant.id, profiles.consultantProfileId), eq(consultant.tenantId, profiles.tenantId)),
    )
    .where(and(participantsOf(tenantId), where))
    .$dynamic();
}

export type ParticipantRecord = Awaited<ReturnType<typeof selectParticipants>>[number];

const PROGRAM_WHERE: Record<NonNullable<ParticipantListQuery['program']>, SQL> = {
  'WLP (D2C)': isNull(profiles.companyId),
  'Company General': and(isNotNull(profiles.companyId), isNull(profiles.advisorProfileId))!,
  'Company WLP': and(isNotNull(profiles.companyId), isNotNull(profiles.advisorProfileId))!,
};

function filtersWhere(tenantId: TenantId, q: ParticipantListQuery): SQL | undefined {
  const flag = (column: AnyPgColumn, value: boolean | undefined) =>
    value === undefined ? undefined : eq(column, value);
  return and(
    q.companyId === undefined ? undefined : eq(profiles.companyId, q.companyId),
    q.practiceId === undefined ? undefined : eq(profiles.companyId, q.practiceId),
    q.consultantId === undefined ? undefined : eq(profiles.consultantProfileId, q.consultantId),
    q.advisorId === undefined ? undefined : eq(profiles.advisorProfileId, q.advisorId),
    q.programId === undefined ? undefined : inProgramWhere(tenantId, profiles.id, q.programId),
    q.program === undefined ? undefined : PROGRAM_WHERE[q.program],
    q.active === undefined ? undefined : eq(users.isActive, q.active),
    q.createdFrom === undefined ? undefined : gte(users.createdAt, q.createdFrom),
    q.signedInFrom === undefined ? undefined : gte(users.lastLoginAt, q.signedInFrom),
    q.firstSignInFrom === undefined ? undefined : gte(users.firstLoginAt, q.firstSignInFrom),
    q.notSignedInFrom === undefined
      ? undefined
      : or(isNull(users.lastLoginAt), lt(users.lastLoginAt, q.notSignedInFrom)),
    q.signedIn === undefined ? undefined : q.signedIn ? isNotNull(users.lastLoginAt) : isNull(users.lastLoginAt),
    flag(profiles.journalAvailable, q.journalAvailable),
    flag(profiles.smartSurveyAvailable, q.smartSurveyAvailable),
    flag(profiles.swapAvailable, q.swapAvailable),
    flag(profiles.surveyAvailable, q.surveyAvailable),
    personSearchWhere(q.search),
  );
}

/** The derived program's name (participantProgram in contracts), for sorting by it. */
const programName = sql`case when ${profiles.companyId} is null then 'WLP (D2C)' when ${profiles.advisorProfileId} is null then 'Company General' else 'Company WLP' end`;
const coachName = sql`coalesce(${advisor.firstName} || ' ' || ${advisor.lastName}, ${consultant.firstName} || ' ' || ${consultant.lastName})`;

/** Orders that need the company's or the coaches' names joined to pick the page. */
const SORTS_BY_COMPANY = new Set<ParticipantListQuery['sort']>(['company']);
const SORTS_BY_COACH = new Set<ParticipantListQuery['sort']>(['coach']);

/**
 * Names sort as stored (the collation's order), so the default order, last name, walks the
 * (tenant, last name, first name) index and a page reads about its own rows. The id settles ties.
 */
function orderBy(q: ParticipantListQuery): SQL[] {
  const dir = q.order === 'desc' ? desc : asc;
  // Rows without the value (never signed in, no company, no coach): last, whichever the direction.
  const nullsLast = (value: SQL | AnyPgColumn) => sql`${value} ${sql.raw(q.order)} nulls last`;
  switch (q.sort) {
    case 'firstName':
      return [dir(profiles.firstName), dir(profiles.lastName), dir(profiles.id)];
    case 'lastName':
      return [dir(profiles.lastName), dir(profiles.firstName), dir(profiles.id)];
    case 'email':
      return [dir(sql`lower(${users.email})`), dir(profiles.id)];
    case 'createdAt':
      return [dir(users.createdAt), dir(profiles.id)];
    case 'lastLoginAt':
      return [nullsLast(users.lastLoginAt), dir(profiles.id)];
    case 'company':
      return [nullsLast(companyNameJoin.name), dir(profiles.lastName), dir(profiles.id)];
    case 'coach':
      return [nullsLast(coachName), dir(profiles.lastName), dir(profiles.id)];
    case 'program':
      return [dir(programName), dir(profiles.lastName), dir(profiles.id)];
    case 'status':
      // Ascending: Active before Inactive, as the words sort.
      return [
        q.order === 'desc' ? asc(users.isActive) : desc(users.isActive),
        dir(profiles.lastName),
        dir(profiles.id),
      ];
  }
}

/**
 * One page of the participants the actor may see, filtered and sorted, and the total.
 * - By last name without a search, the page walks the name index and stops after its rows; the total
 *   is a count of its own (a count over the page's window would make every page read the whole list).
 * - Any other order, or a search, reads every visible row anyway: one pass over the two tables the
 *   conditions need picks the page's ids and counts them, then only the page gets its names joined.
 */
export async function queryParticipants(
  tx: Db,
  tenantId: TenantId,
  actor: Actor,
  q: ParticipantListQuery,
): Promise<{ rows: ParticipantRecord[]; total: number }> {
  const { limit, offset } = pageWindow(q);
  const where = and(visibleParticipantsWhere(actor), filtersWhere(tenantId, q));
  if (q.search || q.sort !== 'lastName') {
    let pageQuery = tx
      .select({ id: users.id, total: totalCount() })
      .from(users)
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .$dynamic();
    if (SORTS_BY_COMPANY.has(q.sort)) {
      pageQuery = pageQuery.leftJoin(companyNameJoin.table, companyNameJoin.on(profiles.companyId, profiles.tenantId));
    }
    if (SORTS_BY_COACH.has(q.sort)) {
      pageQuery = pageQuery
        .leftJoin(advisor, and(eq(advisor.id, profiles.advisorProfileId), eq(advisor.tenantId, profiles.tenantId)))
        .leftJoin(
          consultant,
          and(eq(consultant.id, profiles.consultantProfileId), eq(consultant.tenantId, profiles.tenantId)),
        );
    }
    const page = await pageQuery
      .where(and(participantsOf(tenantId), where))
      .orderBy(...orderBy(q))
      .limit(limit)
      .offset(offset);
    if (page.length === 0) return { rows: [], total: offset === 0 ? 0 : await countParticipants(tx, tenantId, where) };
    const rows = await selectParticipants(
      tx,
      tenantId,
      inArray(
        users.id,
        page.map((p) => p.id),
      ),
    );
    const byId = new Map(rows.map((r) => [r.userId, r]));
    return { rows: page.flatMap((p) => byId.get(p.id) ?? []), total: page[0]!.total };
  }
  const rows = await selectParticipants(tx, tenantId, where)
    .orderBy(...orderBy(q))
    .limit(limit)
    .offset(offset);
  if (offset === 0 && rows.length < limit) return { rows, total: rows.length };
  return { rows, total: await countParticipants(tx, tenantId, where) };
}

async function countParticipants(tx: Db, tenantId: TenantId, where: SQL | undefined): Promise<number> {
  const [counted] = await tx
    .select({ total: count() })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(participantsOf(tenantId), where));
  return counted?.total ?? 0;
}

/** One participant by user id, whoever asks (the service checks who may). */
export async function queryParticipantById(tx: Db, tenantId: TenantId, userId: number) {
  const [row] = await selectParticipants(tx, tenantId, eq(users.id, userId));
  return row;
}
