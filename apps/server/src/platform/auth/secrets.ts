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

/** Secrets shared by every process: made once and kept in the database, never in the code. */
export async function loadAuthSecrets(db: Db): Promise<AuthSecrets> {
  const name = 'auth';
  const existing = await db.select().from(platformSecrets).where(eq(platformSecrets.name, name));
  if (existing[0]) return existing[0].value as AuthSecrets;
  await db
    .insert(platformSecrets)
    .values({ name, value: await generate() })
    .onConflictDoNothing();
  const [row] = await db.select().from(platformSecrets).where(eq(platformSecrets.name, name));
  return row!.value as AuthSecrets;
}

export function publicJwk(key: JWK): JWK {
  const { kty, n, e, kid, alg, use } = key;
  return { kty, n, e, kid, alg, use };
}
