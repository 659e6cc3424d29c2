import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import type { TenantId } from '@stride/contracts';
import type { Config } from '../config/config.js';
import type { Db } from '../db/client.js';
import { totpCredentials } from './auth.table.js';
import { loadPlatformSecret } from './secrets.js';

/**
 * Two-step sign-in with time-based one-time passwords (RFC 6238: SHA-1, 6 digits, 30 s, as every authenticator
 * app reads an otpauth URI), through otplib. The key is sealed with AES-256-GCM under TOTP_KEY (or a key made once
 * and kept in platform_secrets); a code is accepted one step either side of now, and only once (the step it
 * matched must be later than the last one used); recovery codes are kept as SHA-256 hashes and used once.
 */

export const RECOVERY_CODE_COUNT = 10;
const TOLERANCE_SECONDS = 30;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const keys = new WeakMap<Db, Promise<Buffer>>();

/** The key that seals TOTP keys: TOTP_KEY, or one made once and kept in the database. */
export function totpSealingKey(db: Db, config: Config): Promise<Buffer> {
  if (config.TOTP_KEY) return Promise.resolve(Buffer.from(config.TOTP_KEY, 'base64'));
  let key = keys.get(db);
  if (!key) {
    key = loadPlatformSecret(db, 'totp', () => randomBytes(32).toString('base64')).then((v) =>
      Buffer.from(v, 'base64'),
    );
    keys.set(db, key);
  }
  return key;
}

export function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

export function unseal(key: Buffer, sealed: string): string {
  const [iv, tag, body] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', key, iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
}

const hashRecovery = (code: string) => createHash('sha256').update(normalizeRecovery(code)).digest('hex');
const normalizeRecovery = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');

/** Ten codes like `k7m2p-x9qrt`: 50 random bits each. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]!).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

export const isTotpCode = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''));

export interface TotpState {
  enabled: boolean;
  recoveryCodesLeft: number;
}

export async function totpState(db: Db, userId: number): Promise<TotpState> {
  const [row] = await db.select().from(totpCredentials).where(eq(totpCredentials.userId, userId));
  return {
    enabled: Boolean(row?.enabledAt),
    recoveryCodesLeft: row?.enabledAt ? row.recoveryHashes.length : 0,
  };
}

/** A new key for the person (replacing one not yet confirmed): its base32 text and otpauth URI. */
export async function startEnrollment(
  db: Db,
  key: Buffer,
  who: { tenantId: TenantId; userId: number; email: string; issuer: string },
  /** Answer the key not yet confirmed, if there is one (a wrong code at sign-in shows the same QR code again). */
  reusePending = false,
): Promise<{ secret: string; otpauthUri: string }> {
  const uri = (secret: string) => ({
    secret,
    otpauthUri: generateURI({ issuer: who.issuer, label: who.email, secret }),
  });
  if (reusePending) {
    const [row] = await db.select().from(totpCredentials).where(eq(totpCredentials.userId, who.userId));
    if (row && !row.enabledAt) return uri(unseal(key, row.sealedKey));
  }
  const secret = generateSecret();
  const sealedKey = seal(key, secret);
  await db
    .insert(totpCredentials)
    .values({ userId: who.userId, tenantId: who.tenantId, sealedKey })
    .onConflictDoUpdate({
      target: totpCredentials.userId,
      set: { sealedKey, lastStep: null, recoveryHashes: [], createdAt: new Date() },
      setWhere: sql`${totpCredentials.enabledAt} is null`,
    });
  return uri(secret);
}

/**
 * Checks a 6-digit code against the person's key (pending or enabled), once: the matched step becomes the last
 * used, so the same code (or an earlier one) is refused afterwards. `now` in ms (the tests' clock).
 */
export async function useTotpCode(
  db: Db,
  key: Buffer,
  userId: number,
  code: string,
  opts: { enabledOnly: boolean; now?: number },
): Promise<boolean> {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return false;
  const [row] = await db.select().from(totpCredentials).where(eq(totpCredentials.userId, userId));
  if (!row || (opts.enabledOnly && !row.enabledAt)) return false;
  const secret = unseal(key, row.sealedKey);
  const result = await verify({
    secret,
    token,
    epoch: Math.floor((opts.now ?? Date.now()) / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(row.lastStep !== null ? { afterTimeStep: row.lastStep } : {}),
  }).catch(() => ({ valid: false as const }));
  if (!result.valid) return false;
  // The TOTP strategy answers the step it matched (the functional API's type covers HOTP too).
  const step = (result as { timeStep: number }).timeStep;
  // Only one use of a step wins, also between two requests at once.
  const used = await db
    .update(totpCredentials)
    .set({ lastStep: step })
    .where(
      and(
        eq(totpCredentials.userId, userId),
        sql`(${totpCredentials.lastStep} is null or ${totpCredentials.lastStep} < ${step})`,
      ),
    )
    .returning({ userId: totpCredentials.userId });
  return used.length === 1;
}

/** Enables a pending key with new recovery codes (answered once, kept as hashes). */
export async function enableTotp(db: Db, userId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db
    .update(totpCredentials)
    .set({ enabledAt: new Date(), recoveryHashes: codes.map(hashRecovery) })
    .where(eq(totpCredentials.userId, userId));
  return codes;
}

/** Uses one recovery code of an enabled key: true once per code. */
export async function useRecoveryCode(db: Db, userId: number, code: string): Promise<boolean> {
  if (!/^[a-z0-9\s-]{10,20}$/i.test(code)) return false;
  const hash = hashRecovery(code);
  const used = await db
    .update(totpCredentials)
    .set({ recoveryHashes: sql`${totpCredentials.recoveryHashes} - ${hash}::text` })
    .where(
      and(
        eq(totpCredentials.userId, userId),
        isNotNull(totpCredentials.enabledAt),
        sql`jsonb_exists(${totpCredentials.recoveryHashes}, ${hash}::text)`,
      ),
    )
    .returning({ userId: totpCredentials.userId });
  return used.length === 1;
}

/** A code of the authenticator or, failing that, a recovery code: which one worked, or null. */
export async function useSecondStep(
  db: Db,
  key: Buffer,
  userId: number,
  code: string,
  now?: number,
): Promise<'totp' | 'recovery' | null> {
  if (isTotpCode(code)) return (await useTotpCode(db, key, userId, code, { enabledOnly: true, now })) ? 'totp' : null;
  return (await useRecoveryCode(db, userId, code)) ? 'recovery' : null;
}

export async function removeTotp(db: Db, userId: number): Promise<number> {
  const removed = await db
    .delete(totpCredentials)
    .where(eq(totpCredentials.userId, userId))
    .returning({ userId: totpCredentials.userId });
  return removed.length;
}
