import type { TenantId } from '@stride/contracts';
import type { Config } from '../config/config.js';
import type { Db } from '../db/client.js';
import { tenantOrigin } from '../tenancy/tenants.js';
import { parseAccountId } from './account-id.js';
import type { Account, AccountStore } from './account-store.js';

/*
 * What the provider (provider.ts) and the API's token checks share: kept apart from provider.ts so that the
 * provider's package (oidc-provider, about 30 MB) is imported with the first sign-in, not at start.
 */

/** The scope and audience of the API's access tokens. */
export const API_SCOPE = 'api';
export const apiAudience = (tenantId: TenantId, config: Config) => `${tenantOrigin(tenantId, config.publicUrl)}/api`;
export const issuerOf = (tenantId: TenantId, config: Config) => `${tenantOrigin(tenantId, config.publicUrl)}/auth`;

/** The person behind an account id (and the staff member behind a surrogate one), active ones only. */
export async function loadAccount(accounts: AccountStore, db: Db, tenantId: TenantId, id: string) {
  const ref = parseAccountId(id);
  const account = await accounts.findAccountByUuid(db, tenantId, ref.uuid);
  if (!account?.isActive) return undefined;
  const actor = ref.actorUuid ? await accounts.findAccountByUuid(db, tenantId, ref.actorUuid) : null;
  if (ref.actorUuid && !actor?.isActive) return undefined;
  return { account, actor: actor ?? null };
}

/** The standard claims of a person (the ID token's and userinfo's), by the scopes the portal's grant has. */
export const openIdClaims = (account: Account, id: string) => ({
  sub: id,
  email: account.email,
  name: `${account.firstName} ${account.lastName}`,
  given_name: account.firstName,
  family_name: account.lastName,
  locale: account.language,
});
