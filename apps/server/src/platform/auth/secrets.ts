import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/client.js';
import { platformSecrets } from './auth.table.js';

export interface AuthSecrets {
  /** Private signing keys (JWK) of the embedded provider; the first signs. */
  signingKeys: JWK[];
  cookieKeys: string[];
}

async function generate(): Promise<AuthSecrets> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  return {
    signingKeys: [{ ...jwk, alg: 'RS256', use: 'sig', kid: randomBytes(8).toString('hex') }],
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
}

/**
 * A secret shared by every process: made once (the first process to start wins the race) and kept in
 * the database, never in the code.
 */
export async function loadPlatformSecret<T>(db: Db, name: string, generateValue: () => T | Promise<T>): Promise<T> {
  const read = async () => (await db.select().from(platformSecrets).where(eq(platformSecrets.name, name)))[0];
  const existing = await read();
  if (existing) return existing.value as T;
  await db
    .insert(platformSecrets)
    .values({ name, value: await generateValue() })
    .onConflictDoNothing();
  return (await read())!.value as T;
}

/** The embedded provider's signing and cookie keys. */
export const loadAuthSecrets = (db: Db): Promise<AuthSecrets> => loadPlatformSecret(db, 'auth', generate);

export function publicJwk(key: JWK): JWK {
  const { kty, n, e, kid, alg, use } = key;
  return { kty, n, e, kid, alg, use };
}
