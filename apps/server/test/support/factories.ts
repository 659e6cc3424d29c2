import { randomBytes } from 'node:crypto';
import type { RoleId, TenantId } from '@stride/contracts';
import { companies } from '../../src/modules/companies/companies.table.js';
import { profiles, users } from '../../src/modules/profiles/profiles.table.js';
import { hashPassword } from '../../src/platform/auth/passwords.js';
import type { Db } from '../../src/platform/db/client.js';

export const TEST_PASSWORD = 'correct horse battery';
let passwordHash: Promise<string> | undefined;
const testHash = () => (passwordHash ??= hashPassword(TEST_PASSWORD));

export const unique = () => randomBytes(4).toString('hex');

export async function buildCompany(db: Db, tenantId: TenantId, overrides: Partial<typeof companies.$inferInsert> = {}) {
  const [row] = await db
    .insert(companies)
    .values({ tenantId, name: `Company ${unique()}`, ...overrides })
    .returning();
  return row!;
}

export interface BuildPersonOptions {
  tenantId: TenantId;
  roleId: RoleId;
  companyId?: number | null;
  advisorProfileId?: number | null;
  consultantProfileId?: number | null;
  isActive?: boolean;
  email?: string;
  firstName?: string;
  language?: 'en' | 'es';
}

/** An account with its profile; unique e-mail; password TEST_PASSWORD. */
export async function buildPerson(db: Db, o: BuildPersonOptions) {
  const suffix = unique();
  const email = o.email ?? `person-${suffix}@test.example`;
  const [user] = await db
    .insert(users)
    .values({
      tenantId: o.tenantId,
      email,
      passwordHash: await testHash(),
      roleId: o.roleId,
      isActive: o.isActive ?? true,
    })
    .returning();
  const [profile] = await db
    .insert(profiles)
    .values({
      tenantId: o.tenantId,
      userId: user!.id,
      firstName: o.firstName ?? `Test${suffix}`,
      lastName: 'Person',
      language: o.language ?? 'en',
      companyId: o.companyId ?? null,
      advisorProfileId: o.advisorProfileId ?? null,
      consultantProfileId: o.consultantProfileId ?? null,
    })
    .returning();
  return { user: user!, profile: profile!, email, password: TEST_PASSWORD };
}
