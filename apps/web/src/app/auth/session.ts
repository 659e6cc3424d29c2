import type { AccessClaims } from '@stride/contracts';
import type { User } from 'oidc-client-ts';
import { useSyncExternalStore } from 'react';
import { decodeAccessToken } from './token';
import { getUserManager } from './userManager';

export interface Session {
  user: User;
  accessToken: string;
  claims: AccessClaims;
  /** Seconds since the epoch. */
  expiresAt: number;
  issuedAt: number;
}

let current: Session | null = null;
const listeners = new Set<() => void>();

export function getSession(): Session | null {
  return current;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setSessionUser(user: User | null): void {
  current = user ? toSession(user) : null;
  listeners.forEach((listener) => listener());
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession);
}

function toSession(user: User): Session | null {
  const decoded = decodeAccessToken(user.access_token);
  return decoded ? { user, accessToken: user.access_token, ...decoded } : null;
}

/** Reads the stored sign-in; an expired one still counts while it can be renewed with its refresh token. */
export async function restoreSession(): Promise<void> {
  const manager = getUserManager();
  const user = await manager.getUser();
  if (user && (user.refresh_token || !user.expired)) setSessionUser(user);
  else if (user) await manager.removeUser();
}

/** Another tab renewed, signed in or signed out: take its tokens so both tabs agree. */
export function followOtherTabs(): void {
  window.addEventListener('storage', (event) => {
    if (event.key !== null && !event.key.startsWith('oidc.user:')) return;
    void getUserManager()
      .getUser()
      .then((user) => setSessionUser(user));
  });
}
