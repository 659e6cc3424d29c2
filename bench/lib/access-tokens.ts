import { importJWK, SignJWT, type JWK } from 'jose';
import { Role, roleNames, type TenantId } from '@stride/contracts';

/** A person an access token is made for: their ids and e-mail as the profiles table has them. */
export interface TokenPerson {
  uuid: string;
  user_id: number;
  id: number;
  email: string;
}

/**
 * Advisors' access tokens signed with the provider's key (the `auth` row of platform_secrets), as its
 * sign-in would make them: for benches that connect hundreds of clients without signing each one in.
 */
export async function signAdvisorTokens(
  secretValue: { signingKeys: JWK[] },
  people: TokenPerson[],
  o: { origin: string; tenantId: TenantId },
): Promise<string[]> {
  const jwk = secretValue.signingKeys[0]!;
  const key = await importJWK(jwk, 'RS256');
  const now = Math.floor(Date.now() / 1000);
  return Promise.all(
    people.map((p) =>
      new SignJWT({
        uuid: p.uuid,
        user_id: p.user_id,
        profile_id: p.id,
        role_id: Role.Advisor,
        role_name: roleNames[Role.Advisor],
        main_folder_id: null,
        surrogate_login: false,
        actor_user_id: null,
        tenant: o.tenantId,
        survey_available: false,
        email: p.email,
      })
        .setProtectedHeader({ alg: 'RS256', kid: jwk.kid! })
        .setSubject(p.uuid)
        .setIssuer(`${o.origin}/auth`)
        .setAudience(`${o.origin}/api`)
        .setIssuedAt(now)
        .setExpirationTime(now + 3600)
        .sign(key),
    ),
  );
}
