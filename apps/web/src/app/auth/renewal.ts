import { RENEWAL_LEAD_S, RENEWAL_RETRY_MS } from '../constants';
import { getSession, setSessionUser, subscribeSession, type Session } from './session';
import { getUserManager } from './userManager';

let inflight: Promise<boolean> | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;

/** Renews the tokens with the refresh token; concurrent callers share one request. */
export function renewSession(): Promise<boolean> {
  inflight ??= getUserManager()
    .signinSilent()
    .then((user) => {
      if (user) setSessionUser(user);
      return user !== null;
    })
    .catch((error: unknown) => {
      console.warn('Session renewal failed', error);
      return false;
    })
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

/** Renew 60 s before expiry, or at 80% of the lifetime when the token lives less than 5 minutes. */
export function renewalDelayMs(session: Pick<Session, 'expiresAt' | 'issuedAt'>, nowMs: number): number {
  const lifetime = Math.max(0, session.expiresAt - session.issuedAt);
  const lead = Math.min(RENEWAL_LEAD_S, lifetime * 0.2);
  return Math.max(0, (session.expiresAt - lead) * 1000 - nowMs);
}

function schedule(delayMs: number): void {
  clearTimeout(timer);
  timer = setTimeout(() => {
    void renewSession().then((ok) => {
      // On success the new session reschedules through the subscription below.
      if (!ok) schedule(RENEWAL_RETRY_MS);
    });
  }, delayMs);
}

function reschedule(): void {
  const session = getSession();
  if (session) schedule(renewalDelayMs(session, Date.now()));
  else clearTimeout(timer);
}

/** Keeps the signed-in session fresh for as long as the page lives. */
export function startSessionRenewal(): () => void {
  reschedule();
  const unsubscribe = subscribeSession(reschedule);
  return () => {
    unsubscribe();
    clearTimeout(timer);
  };
}

export function stopSessionRenewal(): void {
  clearTimeout(timer);
}
