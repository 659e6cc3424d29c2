import { and, eq, or, sql } from 'drizzle-orm';
import type { RoleId } from '@stride/contracts';
import type { Db } from '../../../platform/db/client.js';
import { deleteVersioned, updateVersioned } from '../../../platform/http/etag.js';
import { rethrowUniqueViolation } from '../sign-in/email-in-use.js';
import type { UserRow } from '../profiles.presenter.js';
import { profiles, users } from '../profiles.table.js';

/**
 * Writes to the people rows (users, profiles) for the modules that are views of them (accounts,
 * participants): they reach the rows through these functions, never the tables.
 */

/** A profile's values other than its tenant and account. */
export type PersonProfileValues = Omit<typeof profiles.$inferInsert, 'tenantId' | 'userId'>;
/** The profile's fields a change may set (the version and updatedAt move by themselves). */
export type ProfileChanges = Partial<PersonProfileValues>;

/** A profile's company and its account's role, in the tenant. */
export async function profileWithRole(tx: Db, tenantId: string, profileId: number) {
  const [row] = await tx
    .select({ id: profiles.id, companyId: profiles.companyId, roleId: users.roleId })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.id, profileId), eq(profiles.tenantId, tenantId)));
  return row;
}

/** A new account and its profile; answers the user id. A taken e-mail is the 409 of rethrowUniqueViolation. */
export async function insertPerson(
  tx: Db,
  tenantId: string,
  account: { email: string; roleId: RoleId },
  profile: PersonProfileValues,
): Promise<number> {
  const [user] = await tx
    .insert(users)
    .values({ tenantId, email: account.email, roleId: account.roleId })
    .returning({ id: users.id })
    .catch(rethrowUniqueViolation);
  await tx.insert(profiles).values({ ...profile, tenantId, userId: user!.id });
  return user!.id;
}

/** A new e-mail for the account, its version moving on. */
export async function setAccountEmail(tx: Db, tenantId: string, userId: number, email: string): Promise<void> {
  await tx
    .update(users)
    .set({ email, version: sql`${users.version} + 1`, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.tenantId, tenantId)))
    .catch(rethrowUniqueViolation);
}

/** Changes the profile where it still is expectedVersion, bumping the version; false when someone got there first. */
export async function saveProfileAt(
  tx: Db,
  tenantId: string,
  profileId: number,
  expectedVersion: number,
  values: ProfileChanges,
): Promise<boolean> {
  const saved = await tx
    .update(profiles)
    .set({ ...values, version: sql`${profiles.version} + 1`, updatedAt: new Date() })
    .where(and(eq(profiles.id, profileId), eq(profiles.tenantId, tenantId), eq(profiles.version, expectedVersion)))
    .returning({ id: profiles.id });
  return saved.length > 0;
}

interface AccountTarget {
  userId: number;
  tenantId: string;
  expectedVersion: number;
  /** Shapes the current account for the 412 body. */
  present: (user: UserRow) => unknown;
  entity: string;
}

const versionedAccount = ({ userId, tenantId, expectedVersion, present, entity }: AccountTarget) => ({
  table: users,
  id: userId,
  tenantId,
  expectedVersion,
  present,
  entity,
});

/** Activates or deactivates the account at expectedVersion (updateVersioned: 404 or 412 otherwise). */
export const setAccountActive = (tx: Db, target: AccountTarget, isActive: boolean): Promise<UserRow> =>
  updateVersioned(tx, versionedAccount(target), { isActive });

/** Deletes the account at expectedVersion, its profile by cascade (deleteVersioned: 404 or 412 otherwise). */
export const deleteAccountAt = (tx: Db, target: AccountTarget): Promise<UserRow> =>
  deleteVersioned(tx, versionedAccount(target));

/** People whose advisor or consultant the profile was keep no reference to it; their version moves on. */
export async function forgetCoach(tx: Db, tenantId: string, profileId: number): Promise<void> {
  await tx
    .update(profiles)
    .set({
      advisorProfileId: sql`nullif(${profiles.advisorProfileId}, ${profileId}::int)`,
      consultantProfileId: sql`nullif(${profiles.consultantProfileId}, ${profileId}::int)`,
      version: sql`${profiles.version} + 1`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(profiles.tenantId, tenantId),
        or(eq(profiles.advisorProfileId, profileId), eq(profiles.consultantProfileId, profileId)),
      ),
    );
}
