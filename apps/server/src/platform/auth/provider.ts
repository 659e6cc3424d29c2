import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { LOGIN_TOKEN_PARAM, OIDC_CLIENT_ID, SIGNIN_CALLBACK_PATH, type TenantId } from '@stride/contracts';
import type { Config } from '../config/config.js';
import type { Db } from '../db/client.js';
import { databaseUnavailable, UNAVAILABLE_RETRY_S } from '../db/unavailable.js';
import { tenantOrigin } from '../tenancy/tenants.js';
import type { AccountStore } from './account-store.js';
import { createOidcAdapterFactory, endGrants, type SessionsEnded } from './adapter.js';
import { API_SCOPE, apiAudience, loadAccount, openIdClaims } from './issuer.js';
import { renderErrorPage, renderLogoutPage } from './pages.js';
import type { AuthSecrets } from './secrets.js';
import { recordSessionSeen } from './sessions.js';

const DISCOVERY_CACHE = 'public, max-age=300';

interface ProviderDeps {
  config: Config;
  db: Db;
  accounts: AccountStore;
  secrets: AuthSecrets;
  tenantId: TenantId;
  sessionsEnded: SessionsEnded;
}

/** One provider per tenant: each tenant is its own issuer at <tenant origin>/auth. */
export function createTenantProvider({
  config,
  db,
  accounts,
  secrets,
  tenantId,
  sessionsEnded,
}: ProviderDeps): Provider {
  const origin = tenantOrigin(tenantId, config.publicUrl);
  const audience = apiAudience(tenantId, config);
  const configuration: Configuration = {
    adapter: createOidcAdapterFactory(db, sessionsEnded),
    // The authorization code with PKCE and refresh tokens only: RFC 9700 retires the implicit grant.
    responseTypes: ['code'],
    clients: [
      {
        client_id: OIDC_CLIENT_ID,
        // A browser cannot keep a client secret: a public client bound by PKCE (docs/decisions.md).
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${origin}${SIGNIN_CALLBACK_PATH}`],
        post_logout_redirect_uris: [`${origin}/`],
      },
    ],
    jwks: { keys: secrets.signingKeys as NonNullable<Configuration['jwks']>['keys'] },
    cookies: { keys: secrets.cookieKeys },
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email'], profile: ['name', 'given_name', 'family_name', 'locale'] },
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    extraParams: [LOGIN_TOKEN_PARAM],
    interactions: { url: (_ctx, interaction) => `/auth/interaction/${interaction.uid}` },
    // The portal calls the token endpoint from its own origin only.
    clientBasedCORS: (_ctx, requestOrigin) => requestOrigin === origin,
    findAccount: async (_ctx, id) => {
      const found = await loadAccount(accounts, db, tenantId, id);
      return found && { accountId: id, claims: () => openIdClaims(found.account, id) };
    },
    extraTokenClaims: async (ctx, token) => {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const found = await loadAccount(accounts, db, tenantId, token.accountId);
      if (!found) return undefined;
      // The person's own sessions are listed (device, address, last seen); a surrogate one is the staff member's act.
      if (token.grantId && !found.actor) {
        await recordSessionSeen(db, {
          grantId: token.grantId,
          tenantId,
          userId: found.account.userId,
          userAgent: ctx.get('user-agent') || null,
          address: ctx.ip || null,
        });
      }
      const { sub: _sub, ...claims } = accounts.accountClaims(found.account, token.accountId, found.actor);
      // The session's grant: signing out (or a revoked refresh token) ends the sockets signed with it.
      return { ...claims, sid: token.grantId };
    },
    // The portal is our own client: sign-in grants its scopes without a consent screen.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const session = ctx.oidc.session;
      const client = ctx.oidc.client;
      if (!session?.accountId || !client) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing && existing.accountId === session.accountId) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope('openid profile email offline_access');
      grant.addResourceScope(audience, API_SCOPE);
      await grant.save();
      return grant;
    },
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: { enabled: true, logoutSource: renderLogoutPage },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: () => ({
          scope: API_SCOPE,
          audience,
          accessTokenTTL: config.ACCESS_TOKEN_TTL,
          accessTokenFormat: 'jwt',
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
    },
    renderError: renderErrorPage,
    ttl: {
      AccessToken: config.ACCESS_TOKEN_TTL,
      AuthorizationCode: 60,
      IdToken: 3600,
      RefreshToken: config.REFRESH_TOKEN_TTL,
      Interaction: 3600,
      Session: config.REFRESH_TOKEN_TTL,
      Grant: config.REFRESH_TOKEN_TTL,
    },
  };
  const provider = new Provider(`${origin}/auth`, configuration);
  // Safe only because mount.ts replaces the X-Forwarded-* headers with what TRUST_PROXY lets Fastify conclude.
  provider.proxy = true;
  // The database out of reach is a 503 the browser may repeat, as on the API (platform/http/error-handler.ts):
  // the provider's error handler emits this after writing its answer and before sending it.
  provider.on('server_error', (ctx: KoaContextWithOIDC, err: unknown) => {
    if (!databaseUnavailable(err)) return;
    ctx.status = 503;
    ctx.set('retry-after', String(UNAVAILABLE_RETRY_S));
    if (ctx.type !== 'text/html') ctx.body = { error: 'temporarily_unavailable', error_description: 'try again later' };
  });
  provider.use(async (ctx, next) => {
    await next();
    // The discovery document changes only with a deployment: caches may keep it a few minutes (docs/decisions.md).
    if (ctx.oidc?.route === 'discovery' && ctx.status === 200) ctx.set('cache-control', DISCOVERY_CACHE);
    // A grant with offline access outlives the provider's sign-out (its "persistsLogout"): signing out of
    // the portal ends it too, with its refresh tokens and sockets.
    const session = ctx.oidc?.route === 'end_session_confirm' ? ctx.oidc.session : undefined;
    if (!session?.destroyed) return;
    const authorizations = Object.values(session.authorizations ?? {}) as { grantId?: string }[];
    const grantIds = authorizations.flatMap((a) => (a.grantId ? [a.grantId] : []));
    await endGrants(db, grantIds, sessionsEnded);
  });
  return provider;
}
