import { LOGIN_TOKEN_PARAM } from '@stride/contracts';
import { runBeforeLogoutSteps } from './logout';
import { stopSessionRenewal } from './renewal';
import { getUserManager } from './userManager';

/** Off to the provider's sign-in page; nextUrl comes back in the OIDC state. */
export function startSignIn(nextUrl: string | null): Promise<void> {
  return getUserManager().signinRedirect({ state: { nextUrl } });
}

/** Leaves this session for the one a login token opens (surrogate start and return). */
export async function switchSession(loginToken: string): Promise<void> {
  stopSessionRenewal();
  await runBeforeLogoutSteps();
  const manager = getUserManager();
  try {
    // The session being left is not coming back (the return uses a fresh login token).
    await manager.revokeTokens(['refresh_token']);
  } catch (error) {
    console.warn('Refresh token revocation failed', error);
  }
  await manager.removeUser();
  window.localStorage.clear();
  await manager.signinRedirect({ extraQueryParams: { [LOGIN_TOKEN_PARAM]: loginToken }, prompt: 'login' });
}
