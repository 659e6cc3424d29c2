import { isRoleId, type AccessClaims } from '@stride/contracts';

export interface DecodedAccessToken {
  claims: AccessClaims;
  /** Seconds since the epoch. */
  expiresAt: number;
  issuedAt: number;
}

/** Reads the access token's payload; the API verifies the signature, the portal only needs the claims. */
export function decodeAccessToken(token: string): DecodedAccessToken | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(decodeBase64Url(payload));
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const record = parsed as Record<string, unknown>;
  const { exp, iat } = record;
  if (typeof exp !== 'number' || !isRoleId(record.role_id) || typeof record.profile_id !== 'number') return null;
  return {
    claims: record as unknown as AccessClaims,
    expiresAt: exp,
    issuedAt: typeof iat === 'number' ? iat : exp - 3600,
  };
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(Math.ceil(base64.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}
