import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { Role, type PageQuery, type RoleId } from '@stride/contracts';
import type { Db } from '../../../platform/db/client.js';
import { pageWindow, totalCount } from '../../../platform/http/paging.js';
import type { PersonRow } from '../profiles.presenter.js';
import { profiles, users } from '../profiles.table.js';

/** `%text%` for ILIKE, with the user's % and _ taken literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Name ("Ana", "Ruiz", "Ana Ruiz") or e-mail contains the text, case-insensitive: the same matches as
 * ILIKE '%text%' (which compares lower-cased text in a UTF-8 database), on columns lower-cased once
 * when written (profiles.search_name, users.search_email) and with strpos, several times cheaper per
 * row than ILIKE over a concatenation. No trigram index: under row-level security PostgreSQL will not
 * use one for a condition that is not leakproof (LIKE, strpos) ahead of the tenant policy, so the search
 * filters the rows the tenant, role, visibility and other conditions (indexed) select.
 */
export function personSearchWhere(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const text = sql`lower(${search})`;
  return sql`(strpos(${profiles.searchName}, ${text}) > 0 or strpos(${users.searchEmail}, ${text}) > 0)`;
}

export interface PeopleFilter {
  roles: readonly RoleId[];
  /** A company id, null for people of no company, undefined for any. */
  companyId?: number | null;
  consultantProfileId?: number;
  search?: string;
  active?: boolean;
}

export interface PeopleSort {
  sort: 'lastName' | 'firstName' | 'email' | 'role' | 'lastLoginAt';
  order: 'asc' | 'desc';
}

/** Names sort as stored (the collation's order); never-signed-in people come last both ways; the id settles ties. */
function peopleOrder({ sort, order }: PeopleSort): SQL[] {
  const dir = order === 'desc' ? desc : asc;
  switch (sort) {
    case 'lastName':
      return [dir(profiles.lastName), dir(profiles.firstName), dir(profiles.id)];
    case 'firstName':
      return [dir(profiles.firstName), dir(profiles.lastName), dir(profiles.id)];
    case 'email':
      return [dir(sql`lower(${users.email})`), dir(profiles.id)];
    case 'role':
      return [dir(users.roleId), asc(profiles.lastName), asc(profiles.firstName), dir(profiles.id)];
    case 'lastLoginAt':
      return [sql`${users.lastLoginAt} ${sql.raw(order)} nulls last`, dir(profiles.id)];
  }
}

/** One page of people (profile + account), by last name unless told, with the total in the same round trip. */
export async function listPeople(
  tx: Db,
  tenantId: string,
  filter: PeopleFilter,
  page: PageQuery,
  sort: PeopleSort = { sort: 'lastName', order: 'asc' },
): Promise<{ rows: PersonRow[]; total: number }> {
  const where = and(
    eq(profiles.tenantId, tenantId),
    inArray(users.roleId, [...filter.roles]),
    filter.companyId === undefined
      ? undefined
      : filter.companyId === null
        ? isNull(profiles.companyId)
        : eq(profiles.companyId, filter.companyId),
    filter.consultantProfileId === undefined ? undefined : eq(profiles.consultantProfileId, filter.consultantProfileId),
    filter.active === undefined ? undefined : eq(users.isActive, filter.active),
    personSearchWhere(filter.search),
  );
  const rows = await tx
    .select({ profile: profiles, user: users, total: totalCount() })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(where)
    .orderBy(...peopleOrder(sort))
    .limit(pageWindow(page).limit)
    .offset(pageWindow(page).offset);
  return { rows: rows.map(({ profile, user }) => ({ profile, user })), total: rows[0]?.total ?? 0 };
}

/** A person by user id, in the tenant. */
export async function findPersonByUserId(tx: Db, tenantId: string, userId: number): Promise<PersonRow | undefined> {
  const [row] = await tx
    .select({ profile: profiles, user: users })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)));
  return row;
}

/** Staff (roles 4, 5, 6) and participants per company, for the given companies, in one grouped query. */
export async function countPeopleByCompany(
  tx: Db,
  tenantId: string,
  companyIds: number[],
): Promise<Map<number, { staff: number; participants: number }>> {
  if (companyIds.length === 0) return new Map();
  const rows = await tx
    .select({
      companyId: profiles.companyId,
      staff:
        sql<number>`count(*) filter (where ${inArray(users.roleId, [Role.CompanyAdmin, Role.Advisor, Role.TeamMember])})`.mapWith(
          Number,
        ),
      participants: sql<number>`count(*) filter (where ${eq(users.roleId, Role.Participant)})`.mapWith(Number),
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.tenantId, tenantId), inArray(profiles.companyId, companyIds)))
    .groupBy(profiles.companyId);
  return new Map(rows.map((r) => [r.companyId!, { staff: r.staff, participants: r.participants }]));
}

/** Which of these profile ids are participants of the company (all of its participants when ids is undefined). */
export async function companyParticipantProfileIds(
  tx: Db,
  tenantId: string,
  companyId: number,
  ids?: number[],
): Promise<number[]> {
  if (ids?.length === 0) return [];
  const rows = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      and(
        eq(profiles.tenantId, tenantId),
        eq(profiles.companyId, companyId),
        eq(users.roleId, Role.Participant),
        ids ? inArray(profiles.id, ids) : undefined,
      ),
    );
  return rows.map((r) => r.id);
}
