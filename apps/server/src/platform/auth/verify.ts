import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { accessClaimsSchema, type AccessClaims, type TenantId } from '@stride/contracts';
import type { Config } from '../config/config.js';
import type { AccessTokenVerifier } from '../platform.js';
import { apiAudience, issuerOf } from './issuer.js';
import { publicJwk, type AuthSecrets } from './secrets.js';

const CACHE_LIMIT = 10_000;

/**
 * Verifies access tokens: signature, issuer and audience of the host's tenant, expiry, and the
 * claims' shape. A token of another tenant fails on its issuer and audience.
 */
export function createAccessTokenVerifier(config: Config, secrets: Promise<AuthSecrets> | null): AccessTokenVerifier {
  let keys: JWTVerifyGetKey;
  if (config.OIDC_ISSUER) {
    keys = createRemoteJWKSet(
      new URL(config.OIDC_JWKS_URL ?? `${config.OIDC_ISSUER.replace(/\/$/, '')}/protocol/openid-connect/certs`),
    );
  } else {
    const local = secrets!.then(({ signingKeys }) => createLocalJWKSet({ keys: signingKeys.map(publicJwk) }));
    keys = async (header, token) => (await local)(header, token);
  }
  // Verified tokens are kept until they expire: the signature check is the costly part of a request.
  const cache = new Map<string, { claims: AccessClaims; exp: number; tenantId: TenantId }>();

  return async (token, tenantId) => {
    const now = Math.floor(Date.now() / 1000);
    const hit = cache.get(token);
    if (hit && hit.exp > now && hit.tenantId === tenantId) return hit.claims;
    const { payload } = await jwtVerify(token, keys, {
      issuer: config.OIDC_ISSUER ?? issuerOf(tenantId, config),
      audience: config.OIDC_AUDIENCE ?? apiAudience(tenantId, config),
      algorithms: ['RS256', 'ES256', 'PS256'],
    });
    const claims = accessClaimsSchema.parse(payload);
    if (claims.tenant !== tenantId) throw new Error('token of another tenant');
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(token, { claims, exp: payload.exp ?? now, tenantId });
    return claims;
  };
}
