import { and, asc, eq, sql } from 'drizzle-orm';
import { Role, type TenantId } from '@stride/contracts';
import { companies } from '../modules/companies/companies.table.js';
import { mlResources } from '../modules/library/library.table.js';
import { profiles, users } from '../modules/profiles/profiles.table.js';
import type { Db } from '../platform/db/client.js';

/** A participant a domain's demo content is written for. */
export interface DemoParticipant {
  userId: number;
  profileId: number;
  email: string;
  name: string;
  advisorProfileId: number | null;
  /** The participant's language: what they and their coach write in. */
  language: string;
}

/**
 * Who a participant feature's demo content (journal, swaps, screeners) is for: the demo participant and the first five
 * coached participants of the tenant's first practice, each with the feature's flag on.
 */
export async function demoParticipantsWith(
  db: Db,
  tenantId: TenantId,
  flag: 'journalAvailable' | 'swapAvailable' | 'surveyAvailable' | 'smartSurveyAvailable',
): Promise<DemoParticipant[]> {
  const [practice] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.tenantId, tenantId))
    .orderBy(asc(companies.id))
    .limit(1);
  const people = await db
    .select({
      userId: users.id,
      profileId: profiles.id,
      email: users.email,
      name: sql<string>`${profiles.firstName} || ' ' || ${profiles.lastName}`,
      advisorProfileId: profiles.advisorProfileId,
      language: profiles.language,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      and(
        eq(profiles.tenantId, tenantId),
        eq(users.roleId, Role.Participant),
        eq(profiles[flag], true),
        practice ? eq(profiles.companyId, practice.id) : undefined,
      ),
    )
    .orderBy(asc(profiles.id));
  const demo = people.find((p) => p.email === `participant@${tenantId}.example`);
  return [...(demo ? [demo] : []), ...people.filter((p) => p !== demo && p.advisorProfileId).slice(0, 5)];
}

/** The first six pictures of the tenant's seeded library, for demo photos. */
export async function demoPictureIds(db: Db, tenantId: TenantId): Promise<number[]> {
  const rows = await db
    .select({ id: mlResources.id })
    .from(mlResources)
    .where(and(eq(mlResources.tenantId, tenantId), eq(mlResources.fileTypeId, 18)))
    .orderBy(asc(mlResources.id))
    .limit(6);
  return rows.map((r) => r.id);
}
