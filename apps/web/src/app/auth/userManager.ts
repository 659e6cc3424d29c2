import { OIDC_CLIENT_ID, OIDC_SCOPE, SIGNIN_CALLBACK_PATH } from '@stride/contracts';
import { UserManager, WebStorageStateStore } from 'oidc-client-ts';

let manager: UserManager | null = null;
let settings: { authority: string; clientId: string } | null = null;

/** Where this tenant signs in (the tenant config's signIn): the embedded provider or OIDC_ISSUER. */
export function configureSignIn(signIn: { authority: string; clientId: string } | undefined): void {
  if (signIn) settings = signIn;
  manager = null;
}

/** The one OpenID Connect client of the portal. */
export function getUserManager(): UserManager {
  if (!manager) {
    const origin = window.location.origin;
    manager = new UserManager({
      authority: settings?.authority ?? `${origin}/auth`,
      client_id: settings?.clientId ?? OIDC_CLIENT_ID,
      redirect_uri: `${origin}${SIGNIN_CALLBACK_PATH}`,
      post_logout_redirect_uri: `${origin}/`,
      response_type: 'code',
      scope: OIDC_SCOPE,
      userStore: new WebStorageStateStore({ store: window.localStorage }),
      // Renewal is ours (renewal.ts): it must log failures and retry on the spec's schedule.
      automaticSilentRenew: false,
      loadUserInfo: false,
      monitorSession: false,
      // oidc-provider answers a revocation with an empty text/plain body.
      revokeTokenAdditionalContentTypes: ['text/plain'],
    });
  }
  return manager;
}
