import { SIGNIN_CALLBACK_PATH } from '@stride/contracts';

/** Only same-origin paths, and none that would loop back into sign-in. */
export function safeNextUrl(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value === '/' || value.startsWith('/?') || value.startsWith(SIGNIN_CALLBACK_PATH)) return null;
  return value;
}

export function nextUrlFromState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('nextUrl' in state)) return null;
  return safeNextUrl(state.nextUrl);
}
