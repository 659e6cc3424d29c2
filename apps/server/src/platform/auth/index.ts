import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import type { TenantId } from '@stride/contracts';
import type { Config } from '../config/config.js';
import type { Db } from '../db/client.js';
import type { AccessTokenVerifier } from '../platform.js';
import type { AccountStore } from './account-store.js';
import type { SessionsEnded } from './adapter.js';
import { registerInteractionRoutes } from './interaction.routes.js';
import { mountProviders, type ProviderOf } from './mount.js';
import { registerPasswordResetRoutes } from './password-reset.routes.js';
import { loadAuthSecrets } from './secrets.js';
import { sessionIsLive } from './sessions.js';
import { registerUserinfoRoute } from './userinfo.routes.js';
import { createAccessTokenVerifier } from './verify.js';

export interface Auth {
  verifyAccessToken: AccessTokenVerifier;
  /**
   * The same, and its session still signed in (one look-up): for the sockets, whose handshake and calls do not
   * run the request's first statement (platform/http/request.ts checks it there for the API).
   */
  verifyLiveAccessToken: AccessTokenVerifier;
  /** Mounts the embedded provider (none with OIDC_ISSUER) and the sign-in routes. */
  register(app: FastifyInstance): void;
  /** Settled once the provider's keys are loaded (or made): a failure to is the start's. */
  ready: Promise<void>;
}

export type { Account, AccountStore } from './account-store.js';

/** `accounts` is the port onto the people who sign in (the profiles module's, wired by app.ts). */
export async function createAuth(deps: {
  config: Config;
  db: Db;
  accounts: AccountStore;
  sessionsEnded: SessionsEnded;
}): Promise<Auth> {
  const { config, db, accounts, sessionsEnded } = deps;
  if (config.OIDC_ISSUER) {
    const verify = createAccessTokenVerifier(config, null);
    return {
      verifyAccessToken: verify,
      verifyLiveAccessToken: verify,
      register: () => undefined,
      ready: Promise.resolve(),
    };
  }
  // A new installation's signing key (RSA) takes 0.4 s to make, on a thread of its own: made while the server is
  // built, awaited by what signs or verifies, and by createApp before the server listens (`ready`).
  const secrets = loadAuthSecrets(db);
  secrets.catch(() => undefined);
  const verifyAccessToken = createAccessTokenVerifier(config, secrets);
  const verifyLiveAccessToken: AccessTokenVerifier = async (token, tenantId) => {
    const claims = await verifyAccessToken(token, tenantId);
    if (!claims.sid || !(await sessionIsLive(db, claims.sid))) throw new Error('session ended');
    return claims;
  };
  // Each tenant's provider is made, and oidc-provider imported, with its first sign-in: ~30 MB a quiet server
  // need not hold (docs/performance.md, "A lighter embedded start").
  const providers = new Map<TenantId, Promise<Provider>>();
  const providerOf: ProviderOf = (tenantId) => {
    let made = providers.get(tenantId);
    if (!made) {
      made = import('./provider.js').then(({ createTenantProvider }) =>
        secrets.then((keys) => createTenantProvider({ config, db, accounts, secrets: keys, tenantId, sessionsEnded })),
      );
      providers.set(tenantId, made);
    }
    return made;
  };
  return {
    ready: secrets.then(() => undefined),
    verifyAccessToken,
    verifyLiveAccessToken,
    register: (app) => {
      registerUserinfoRoute(app, verifyLiveAccessToken, accounts);
      registerInteractionRoutes(app, providerOf, accounts);
      registerPasswordResetRoutes(app, accounts);
      mountProviders(app, providerOf);
    },
  };
}
