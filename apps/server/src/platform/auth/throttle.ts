import { createHash } from 'node:crypto';
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { TenantId } from '@stride/contracts';
import type { Config } from '../config/config.js';
import type { Db } from '../db/client.js';
import { signinFailures } from './auth.table.js';

/** A quiet day forgets a key's failures (an address's never end otherwise: a success does not clear it). */
const FORGET_AFTER_MS = 24 * 3600 * 1000;

/** What one sign-in try is counted against: its e-mail and its client address, each with its free failures. */
export interface ThrottleKey {
  key: string;
  free: number;
}

/**
 * The wait after `failures` failures in a row: none before `free`, then `base` seconds doubling with each
 * failure, at most `max` (in ms).
 */
export function delayAfter(failures: number, free: number, baseSeconds: number, maxSeconds: number): number {
  if (failures < free) return 0;
  return Math.min(baseSeconds * 2 ** Math.min(failures - free, 30), maxSeconds) * 1000;
}

const hashKey = (tenantId: TenantId, kind: 'email' | 'address' | 'second-step', value: string) =>
  createHash('sha256').update(`${tenantId}\n${kind}\n${value}`).digest('base64url');
const emailKey = (tenantId: TenantId, email: string) => hashKey(tenantId, 'email', email.trim().toLowerCase());
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Sign-in slows down rather than locks out (docs/decisions.md, "Sign-in slows down"): after SIGNIN_MAX_FAILURES
 * failures for one e-mail, or SIGNIN_ADDRESS_MAX_FAILURES from one address (request.ip, TRUST_PROXY's rule),
 * each further try waits SIGNIN_DELAY_SECONDS, doubled per failure up to SIGNIN_MAX_DELAY_SECONDS. The e-mail
 * is counted whether or not an account has it, so the answers never tell. Times are the process's clock
 * (`now`), the one the tests move.
 */
export function createSigninThrottle(config: Config) {
  const delay = (failures: number, free: number) =>
    delayAfter(failures, free, config.SIGNIN_DELAY_SECONDS, config.SIGNIN_MAX_DELAY_SECONDS);

  return {
    keysOf(tenantId: TenantId, email: string, address: string): ThrottleKey[] {
      return [
        { key: emailKey(tenantId, email), free: config.SIGNIN_MAX_FAILURES },
        { key: hashKey(tenantId, 'address', address), free: config.SIGNIN_ADDRESS_MAX_FAILURES },
      ];
    },

    /**
     * The keys of a second step's code (TOTP or recovery, at sign-in or in the account's settings): the account,
     * with SIGNIN_MAX_FAILURES free failures, and the address, as sign-in counts it.
     */
    secondStepKeysOf(tenantId: TenantId, userId: number, address: string): ThrottleKey[] {
      return [
        { key: hashKey(tenantId, 'second-step', String(userId)), free: config.SIGNIN_MAX_FAILURES },
        { key: hashKey(tenantId, 'address', address), free: config.SIGNIN_ADDRESS_MAX_FAILURES },
      ];
    },

    /** How long a try must still wait (ms; 0: it may be checked now). */
    async waiting(db: Db, keys: ThrottleKey[], now: Date): Promise<number> {
      const rows = await db
        .select({ waitUntil: signinFailures.waitUntil })
        .from(signinFailures)
        .where(
          and(
            inArray(
              signinFailures.key,
              keys.map((k) => k.key),
            ),
            gt(signinFailures.waitUntil, at(now)),
          ),
        );
      return Math.max(0, ...rows.map((r) => r.waitUntil!.getTime() - now.getTime()));
    },

    /** Counts a failure against each key; answers the wait it starts (ms; 0: none yet). */
    async recordFailure(db: Db, keys: ThrottleKey[], now: Date): Promise<number> {
      const forgetBefore = new Date(now.getTime() - FORGET_AFTER_MS);
      await db.delete(signinFailures).where(lt(signinFailures.lastFailureAt, at(forgetBefore)));
      let wait = 0;
      for (const { key, free } of keys) {
        const [row] = await db
          .insert(signinFailures)
          .values({ key, failures: 1, lastFailureAt: now })
          .onConflictDoUpdate({
            target: signinFailures.key,
            set: { failures: sql`${signinFailures.failures} + 1`, lastFailureAt: now },
          })
          .returning({ failures: signinFailures.failures });
        const ms = delay(row!.failures, free);
        if (ms > 0) {
          await db
            .update(signinFailures)
            .set({ waitUntil: new Date(now.getTime() + ms) })
            .where(eq(signinFailures.key, key));
        }
        wait = Math.max(wait, ms);
      }
      return wait;
    },
  };
}

/** A success (or a new password) ends the e-mail's failures; an address's wear off. */
export async function forgetSigninFailures(db: Db, tenantId: TenantId, email: string): Promise<void> {
  await db.delete(signinFailures).where(eq(signinFailures.key, emailKey(tenantId, email)));
}

/** A right code ends the account's second-step failures. */
export async function forgetSecondStepFailures(db: Db, tenantId: TenantId, userId: number): Promise<void> {
  await db.delete(signinFailures).where(eq(signinFailures.key, hashKey(tenantId, 'second-step', String(userId))));
}

export type SigninThrottle = ReturnType<typeof createSigninThrottle>;
