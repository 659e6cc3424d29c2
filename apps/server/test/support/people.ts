import type { RoleId, TenantId } from '@stride/contracts';
import type { TestApp } from './app.js';
import { HOSTS } from './app.js';
import { buildPerson, type BuildPersonOptions } from './factories.js';
import { OidcClient } from './oidc.js';

/**
 * A person who has signed in through the real provider, with their access token. `from`: the address the
 * sign-in comes from (sign-ins are limited per address and minute: a file signing in many people spreads them).
 */
export async function signedIn(
  t: TestApp,
  o: Partial<BuildPersonOptions> & { roleId: RoleId; tenantId?: TenantId; from?: string },
) {
  const tenantId = o.tenantId ?? 'default';
  const person = await buildPerson(t.app.platform.db, { ...o, tenantId });
  const client = new OidcClient(t.app, HOSTS[tenantId], {}, o.from);
  const tokens = await client.signIn(person.email, person.password);
  return { ...person, tokens, token: tokens.access_token, client };
}
