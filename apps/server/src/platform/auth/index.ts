import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import { TENANT_IDS, type TenantId } from '@stride/contracts';
import type { Config } from '../config/config.js';
import type { Db } from '../db/client.js';
import type { AccessTokenVerifier } from '../platform.js';
import { registerInteractionRoutes } from './interaction.routes.js';
import { mountProviders } from './mount.js';
import { registerPasswordResetRoutes } from './password-reset.routes.js';
import { createTenantProvider } from './provider.js';
import { loadAuthSecrets } from './secrets.js';
import { createAccessTokenVerifier } from './verify.js';

export interface Auth {
  verifyAccessToken: AccessTokenVerifier;
  /** Mounts the embedded provider (none with OIDC_ISSUER) and the sign-in routes. */
  register(app: FastifyInstance): void;
}

export async function createAuth(deps: { config: Config; db: Db }): Promise<Auth> {
  const { config, db } = deps;
  if (config.OIDC_ISSUER) {
    return { verifyAccessToken: createAccessTokenVerifier(config, null), register: () => undefined };
  }
  const secrets = await loadAuthSecrets(db);
  const providers = new Map<TenantId, Provider>(
    TENANT_IDS.map((tenantId) => [tenantId, createTenantProvider({ config, db, secrets, tenantId })]),
  );
  return {
    verifyAccessToken: createAccessTokenVerifier(config, secrets),
    register: (app) => {
      registerInteractionRoutes(app, providers);
      registerPasswordResetRoutes(app);
      mountProviders(app, providers);
    },
  };
}
