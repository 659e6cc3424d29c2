import type { AccessClaims, RoleId, TenantId } from '@stride/contracts';
import type { Db } from '../db/client.js';
import type { TokenActor } from '../http/context.js';

/** A person as sign-in sees them: the user row and the profile fields the token and the pages need. */
export interface Account {
  userId: number;
  uuid: string;
  tenantId: TenantId;
  email: string;
  passwordHash: string | null;
  roleId: RoleId;
  isActive: boolean;
  lastLoginAt: Date | null;
  profileId: number;
  firstName: string;
  lastName: string;
  language: string;
  companyId: number | null;
  mainFolderId: number | null;
  surveyAvailable: boolean;
}

/**
 * The port of sign-in (provider, sign-in page, password reset) onto the people it signs in. The
 * profiles module implements it (`accountStore` in modules/profiles/accounts.service.ts) and app.ts
 * wires it into createAuth: platform never imports a module. The look-ups run before any tenant
 * session exists and name the tenant in every condition themselves.
 */
export interface AccountStore {
  findAccountByEmail(db: Db, tenantId: TenantId, email: string): Promise<Account | undefined>;
  findAccountByUserId(db: Db, tenantId: TenantId, userId: number): Promise<Account | undefined>;
  /** undefined for a string that is not a UUID. */
  findAccountByUuid(db: Db, tenantId: TenantId, uuid: string): Promise<Account | undefined> | undefined;
  recordSigninSuccess(db: Db, account: Account): Promise<void>;
  setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void>;
  /** The access token's claims (spec 000 section 3) for an account, acting as itself or for an actor. */
  accountClaims(account: Account, sub: string, actor: Account | null): Omit<AccessClaims, 'sub'> & { sub: string };
}

/** The actor an account signs in as, or acts as in work done for it (a job); the real person of a surrogate session apart. */
export function tokenActorOfAccount(account: Account, surrogateActorUserId: number | null = null): TokenActor {
  return {
    userId: account.userId,
    profileId: account.profileId,
    uuid: account.uuid,
    role: account.roleId,
    email: account.email,
    surveyAvailable: account.surveyAvailable,
    mainFolderId: account.mainFolderId,
    surrogateActorUserId,
  };
}
