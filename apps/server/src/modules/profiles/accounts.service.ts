import { and, eq, sql } from 'drizzle-orm';
import { type AccessClaims, roleNames, type TenantId } from '@stride/contracts';
import type { Account, AccountStore } from '../../platform/auth/account-store.js';
import type { Db } from '../../platform/db/client.js';
import { profiles, users } from './profiles.table.js';

/**
 * Account look-ups for sign-in, before any tenant session exists: they run as the system and
 * name the tenant in every condition themselves. `accountStore` below is platform/auth's port.
 */
export type { Account };

const accountColumns = {
  userId: users.id,
  uuid: users.uuid,
  tenantId: users.tenantId,
  email: users.email,
  passwordHash: users.passwordHash,
  roleId: users.roleId,
  isActive: users.isActive,
  lastLoginAt: users.lastLoginAt,
  profileId: profiles.id,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  language: profiles.language,
  companyId: profiles.companyId,
  mainFolderId: profiles.mainFolderId,
  surveyAvailable: profiles.surveyAvailable,
};

async function findAccountWhere(db: Db, where: ReturnType<typeof and>): Promise<Account | undefined> {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(where);
  return row as Account | undefined;
}

export const findAccountByEmail = (db: Db, tenantId: TenantId, email: string) =>
  findAccountWhere(db, and(eq(users.tenantId, tenantId), eq(sql`lower(${users.email})`, email.trim().toLowerCase())));

export const findAccountByUuid = (db: Db, tenantId: TenantId, uuid: string) =>
  /^[0-9a-f-]{36}$/i.test(uuid)
    ? findAccountWhere(db, and(eq(users.tenantId, tenantId), eq(users.uuid, uuid)))
    : undefined;

export const findAccountByUserId = (db: Db, tenantId: TenantId, userId: number) =>
  findAccountWhere(db, and(eq(users.tenantId, tenantId), eq(users.id, userId)));

export const findAccountByProfileId = (db: Db, tenantId: TenantId, profileId: number) =>
  findAccountWhere(db, and(eq(users.tenantId, tenantId), eq(profiles.id, profileId)));

export async function recordSigninSuccess(db: Db, account: Account): Promise<void> {
  await db
    .update(users)
    .set({
      lastLoginAt: sql`now()`,
      firstLoginAt: sql`coalesce(${users.firstLoginAt}, now())`,
    })
    .where(eq(users.id, account.userId));
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({
      passwordHash,
      // Set through a link mailed to the address (reset, welcome, new user): the address is proven.
      emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())`,
      version: sql`${users.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

/** The access token's claims (spec 000 section 3) for an account, acting as itself or for an actor. */
export function accountClaims(
  account: Account,
  sub: string,
  actor: Account | null,
): Omit<AccessClaims, 'sub'> & { sub: string } {
  return {
    sub,
    uuid: account.uuid,
    user_id: account.userId,
    profile_id: account.profileId,
    role_id: account.roleId,
    role_name: roleNames[account.roleId],
    main_folder_id: account.mainFolderId,
    surrogate_login: actor !== null,
    actor_user_id: actor?.userId ?? null,
    tenant: account.tenantId,
    survey_available: account.surveyAvailable,
    email: account.email,
  };
}

/** Sign-in's account store (platform/auth/account-store.ts), wired by app.ts. */
export const accountStore: AccountStore = {
  findAccountByEmail,
  findAccountByUserId,
  findAccountByUuid,
  recordSigninSuccess,
  setPasswordHash,
  accountClaims,
};
