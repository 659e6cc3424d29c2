import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { RoleId, TenantId } from '@stride/contracts';
import { companies } from '../../src/modules/companies/companies.table.js';
import { profiles, users } from '../../src/modules/profiles/profiles.table.js';
import { programs } from '../../src/modules/programs/programs.table.js';
import { quickMessages } from '../../src/modules/quick-messages/quick-messages.table.js';
import { tasks } from '../../src/modules/tasks/tasks.table.js';
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
  lastName?: string;
  language?: 'en' | 'es';
  /** Whether the person proved their address (set their password through a mailed link): yes unless told. */
  emailConfirmed?: boolean;
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
      emailConfirmedAt: o.emailConfirmed === false ? null : new Date(),
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
      lastName: o.lastName ?? 'Person',
      language: o.language ?? 'en',
      companyId: o.companyId ?? null,
      advisorProfileId: o.advisorProfileId ?? null,
      consultantProfileId: o.consultantProfileId ?? null,
    })
    .returning();
  return { user: user!, profile: profile!, email, password: TEST_PASSWORD };
}

export async function buildProgram(
  db: Db,
  tenantId: TenantId,
  companyId: number,
  overrides: Partial<typeof programs.$inferInsert> = {},
) {
  const [row] = await db
    .insert(programs)
    .values({ tenantId, companyId, name: `Program ${unique()}`, description: 'A test program', ...overrides })
    .returning();
  return row!;
}

export async function buildQuickMessage(db: Db, tenantId: TenantId, profileId: number, message = `Hi ${unique()}`) {
  const [row] = await db.insert(quickMessages).values({ tenantId, profileId, message }).returning();
  return row!;
}

/** A participant (role 7); profile fields beyond BuildPersonOptions (last name, flags) as overrides. */
export async function buildParticipant(
  db: Db,
  o: Omit<BuildPersonOptions, 'roleId'>,
  profile: Partial<Omit<typeof profiles.$inferInsert, 'id' | 'tenantId' | 'userId'>> = {},
) {
  const person = await buildPerson(db, { ...o, roleId: 7 });
  if (Object.keys(profile).length === 0) return person;
  const [updated] = await db.update(profiles).set(profile).where(eq(profiles.id, person.profile.id)).returning();
  return { ...person, profile: updated! };
}

/** A task as the import job leaves it. */
export async function buildTask(
  db: Db,
  tenantId: TenantId,
  createdBy: number,
  overrides: Partial<typeof tasks.$inferInsert> = {},
) {
  const [row] = await db
    .insert(tasks)
    .values({ tenantId, type: 'participants_import', createdBy, ...overrides })
    .returning();
  return row!;
}
