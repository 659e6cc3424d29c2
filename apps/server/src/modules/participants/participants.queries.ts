import { and, asc, count, desc, eq, gte, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { Role, type ParticipantListQuery, type TenantId } from '@stride/contracts';
import type { Db } from '../../platform/db/client.js';
import type { Actor } from '../../platform/http/context.js';
import { pageWindow, totalCount } from '../../platform/http/paging.js';
// The people's rows, the company's name and the program filter in the same query (no N+1), as SQL from
// their modules: profiles' people, companies' name join, programs' condition.
import { companyNameJoin } from '../companies/index.js';
import { inProgramWhere } from '../programs/index.js';
import {
  personSearchWhere,
  advisorJoin,
  consultantJoin,
  person,
  selectPeople,
  visibleParticipantsWhere,
} from '../profiles/index.js';

/** What a participant row carries: account, profile, company name and the coaches' names. */
const participantColumns = {
  userId: person.userId,
  uuid: person.uuid,
  email: person.email,
  emailConfirmedAt: person.emailConfirmedAt,
  isActive: person.isActive,
  lastLoginAt: person.lastLoginAt,
  createdAt: person.createdAt,
  accountVersion: person.accountVersion,
  profileId: person.profileId,
  firstName: person.firstName,
  lastName: person.lastName,
  language: person.language,
  timeZone: person.timeZone,
  companyId: person.companyId,
  advisorProfileId: person.advisorProfileId,
  consultantProfileId: person.consultantProfileId,
  journalAvailable: person.journalAvailable,
  smartSurveyAvailable: person.smartSurveyAvailable,
  swapAvailable: person.swapAvailable,
  surveyAvailable: person.surveyAvailable,
  pictureThumb: person.pictureThumb,
  version: person.version,
  companyName: companyNameJoin.name,
  advisorFirstName: advisorJoin.firstName,
  advisorLastName: advisorJoin.lastName,
  consultantFirstName: consultantJoin.firstName,
  consultantLastName: consultantJoin.lastName,
};

/** Participants (role 7) of the tenant; both tables named, so either's tenant index can lead. */
const participantsOf = (tenantId: TenantId) =>
  and(eq(person.accountTenantId, tenantId), eq(person.tenantId, tenantId), eq(person.roleId, Role.Participant));

/** The participants with their company and coaches joined. */
function selectParticipants(tx: Db, tenantId: TenantId, where: SQL | undefined) {
  return selectPeople(tx, participantColumns)
    .leftJoin(companyNameJoin.table, companyNameJoin.on(person.companyId, person.tenantId))
    .leftJoin(advisorJoin.table, advisorJoin.on)
    .leftJoin(consultantJoin.table, consultantJoin.on)
    .where(and(participantsOf(tenantId), where))
    .$dynamic();
}

export type ParticipantRecord = Awaited<ReturnType<typeof selectParticipants>>[number];

const PROGRAM_WHERE: Record<NonNullable<ParticipantListQuery['program']>, SQL> = {
  'WLP (D2C)': isNull(person.companyId),
  'Company General': and(isNotNull(person.companyId), isNull(person.advisorProfileId))!,
  'Company WLP': and(isNotNull(person.companyId), isNotNull(person.advisorProfileId))!,
};

function filtersWhere(tenantId: TenantId, q: ParticipantListQuery): SQL | undefined {
  const flag = (column: AnyPgColumn, value: boolean | undefined) =>
    value === undefined ? undefined : eq(column, value);
  return and(
    q.companyId === undefined ? undefined : eq(person.companyId, q.companyId),
    q.practiceId === undefined ? undefined : eq(person.companyId, q.practiceId),
    q.consultantId === undefined ? undefined : eq(person.consultantProfileId, q.consultantId),
    q.advisorId === undefined ? undefined : eq(person.advisorProfileId, q.advisorId),
    q.programId === undefined ? undefined : inProgramWhere(tenantId, person.profileId, q.programId),
    q.program === undefined ? undefined : PROGRAM_WHERE[q.program],
    q.active === undefined ? undefined : eq(person.isActive, q.active),
    q.createdFrom === undefined ? undefined : gte(person.createdAt, q.createdFrom),
    q.signedInFrom === undefined ? undefined : gte(person.lastLoginAt, q.signedInFrom),
    q.firstSignInFrom === undefined ? undefined : gte(person.firstLoginAt, q.firstSignInFrom),
    q.notSignedInFrom === undefined
      ? undefined
      : or(isNull(person.lastLoginAt), lt(person.lastLoginAt, q.notSignedInFrom)),
    q.signedIn === undefined ? undefined : q.signedIn ? isNotNull(person.lastLoginAt) : isNull(person.lastLoginAt),
    flag(person.journalAvailable, q.journalAvailable),
    flag(person.smartSurveyAvailable, q.smartSurveyAvailable),
    flag(person.swapAvailable, q.swapAvailable),
    flag(person.surveyAvailable, q.surveyAvailable),
    personSearchWhere(q.search),
  );
}

/** The derived program's name (participantProgram in contracts), for sorting by it. */
const programName = sql`case when ${person.companyId} is null then 'WLP (D2C)' when ${person.advisorProfileId} is null then 'Company General' else 'Company WLP' end`;
const coachName = sql`coalesce(${advisorJoin.firstName} || ' ' || ${advisorJoin.lastName}, ${consultantJoin.firstName} || ' ' || ${consultantJoin.lastName})`;

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
      return [dir(person.firstName), dir(person.lastName), dir(person.profileId)];
    case 'lastName':
      return [dir(person.lastName), dir(person.firstName), dir(person.profileId)];
    case 'email':
      return [dir(sql`lower(${person.email})`), dir(person.profileId)];
    case 'createdAt':
      return [dir(person.createdAt), dir(person.profileId)];
    case 'lastLoginAt':
      return [nullsLast(person.lastLoginAt), dir(person.profileId)];
    case 'company':
      return [nullsLast(companyNameJoin.name), dir(person.lastName), dir(person.profileId)];
    case 'coach':
      return [nullsLast(coachName), dir(person.lastName), dir(person.profileId)];
    case 'program':
      return [dir(programName), dir(person.lastName), dir(person.profileId)];
    case 'status':
      // Ascending: Active before Inactive, as the words sort.
      return [
        q.order === 'desc' ? asc(person.isActive) : desc(person.isActive),
        dir(person.lastName),
        dir(person.profileId),
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
    let pageQuery = selectPeople(tx, { id: person.userId, total: totalCount() }).$dynamic();
    if (SORTS_BY_COMPANY.has(q.sort)) {
      pageQuery = pageQuery.leftJoin(companyNameJoin.table, companyNameJoin.on(person.companyId, person.tenantId));
    }
    if (SORTS_BY_COACH.has(q.sort)) {
      pageQuery = pageQuery
        .leftJoin(advisorJoin.table, advisorJoin.on)
        .leftJoin(consultantJoin.table, consultantJoin.on);
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
        person.userId,
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
  const [counted] = await selectPeople(tx, { total: count() }).where(and(participantsOf(tenantId), where));
  return counted?.total ?? 0;
}

/** One participant by user id, whoever asks (the service checks who may). */
export async function queryParticipantById(tx: Db, tenantId: TenantId, userId: number) {
  const [row] = await selectParticipants(tx, tenantId, eq(person.userId, userId));
  return row;
}
