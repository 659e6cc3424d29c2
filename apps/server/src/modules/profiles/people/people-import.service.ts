import { and, eq, sql } from 'drizzle-orm';
import { Role, type TenantId } from '@stride/contracts';
import type { Db } from '../../../platform/db/client.js';
import { rowsOf } from '../../../platform/db/arrays.js';
import { profiles, users } from '../profiles.table.js';

/** What the participant import (participants/import) writes into and asks of the people tables. */

export interface NewParticipantProfile {
  userId: number;
  firstName: string;
  lastName: string;
  language: string;
  companyId: number;
  advisorProfileId: number;
}

/**
 * One INSERT of participant accounts for the e-mails; an address already in the tenant is skipped by
 * the (tenant, lower(email)) unique index. The rows travel as one JSON parameter: PGlite parses a
 * statement with thousands of parameters several times slower.
 */
export async function insertParticipantAccounts(
  tx: Db,
  tenantId: TenantId,
  emails: string[],
): Promise<{ id: number; email: string }[]> {
  if (emails.length === 0) return [];
  const json = JSON.stringify(emails);
  const result = await tx.execute(
    sql`insert into ${users} (tenant_id, email, role_id)
        select ${tenantId}, e.email, ${Role.Participant}::smallint
        from jsonb_array_elements_text(${json}::jsonb) with ordinality as e(email, n) order by e.n
        on conflict (tenant_id, lower(email)) do nothing returning id, email`,
  );
  return rowsOf<{ id: number; email: string }>(result);
}

/** One INSERT of the accounts' profiles, the rows as one JSON parameter (see insertParticipantAccounts). */
export async function insertParticipantProfiles(
  tx: Db,
  tenantId: TenantId,
  people: NewParticipantProfile[],
): Promise<void> {
  const rows = JSON.stringify(people);
  await tx.execute(
    sql`insert into ${profiles} (tenant_id, user_id, first_name, last_name, language, company_id, advisor_profile_id)
        select ${tenantId}, p."userId", p."firstName", p."lastName", p.language, p."companyId", p."advisorProfileId"
        from jsonb_to_recordset(${rows}::jsonb)
          as p("userId" int, "firstName" text, "lastName" text, language text, "companyId" int, "advisorProfileId" int)`,
  );
}

/** Is the profile still an advisor of the company? */
export async function isAdvisorOf(db: Db, tenantId: TenantId, advisorProfileId: number, companyId: number) {
  const [advisor] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      and(
        eq(profiles.id, advisorProfileId),
        eq(profiles.tenantId, tenantId),
        eq(profiles.companyId, companyId),
        eq(users.roleId, Role.Advisor),
      ),
    );
  return advisor !== undefined;
}

/** Refreshes the planner's statistics of the people tables (after thousands of new rows at once). */
export async function analyzePeopleTables(db: Db): Promise<void> {
  await db.execute(sql`analyze ${users}, ${profiles}`);
}
