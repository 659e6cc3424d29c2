import { LOGOUT_DELAY_MS } from '../constants';
import { stopSessionRenewal } from './renewal';
import { getUserManager } from './userManager';

type Step = () => void | Promise<void>;
const beforeLogout = new Set<Step>();

/** Work that must end before the tokens go (the realtime socket, cached data). */
export function registerBeforeLogout(step: Step): () => void {
  beforeLogout.add(step);
  return () => beforeLogout.delete(step);
}

export async function runBeforeLogoutSteps(): Promise<void> {
  for (const step of beforeLogout) {
    try {
      await step();
    } catch (error) {
      console.warn('A logout step failed', error);
    }
  }
}

let loggingOut = false;

export async function logout(): Promise<void> {
  if (loggingOut) return;
  loggingOut = true;
  stopSessionRenewal();
  await runBeforeLogoutSteps();
  const manager = getUserManager();
  const user = await manager.getUser();
  try {
    if (user?.refresh_token) await manager.revokeTokens(['refresh_token']);
  } catch (error) {
    console.warn('Refresh token revocation failed', error);
  }
  window.localStorage.clear();
  try {
    // The id token was cleared with local storage: pass it so the provider knows whom to sign out.
    await manager.signoutRedirect({ id_token_hint: user?.id_token, extraQueryParams: { service: 'portal' } });
  } catch (error) {
    console.warn('Sign-out redirect failed', error);
    window.location.assign('/');
  }
}

let logoutScheduled = false;

/** Logout after a failed renewal, delayed so the failing screen can settle first. */
export function logoutSoon(): void {
  if (logoutScheduled) return;
  logoutScheduled = true;
  setTimeout(() => void logout(), LOGOUT_DELAY_MS);
}
