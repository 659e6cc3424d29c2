import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { TenantId } from '@stride/contracts';
import type { Db } from '../db/client.js';
import { oneTimeTokens } from './auth.table.js';

export type OneTimeTokenKind = 'password-reset' | 'surrogate' | 'primary-user' | 'email-change';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A random token; only its hash is stored. */
export async function issueOneTimeToken(
  db: Db,
  opts: { tenantId: TenantId; kind: OneTimeTokenKind; userId: number; actorUserId?: number | null; ttlSeconds: number },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(oneTimeTokens).values({
    tokenHash: hashOf(token),
    tenantId: opts.tenantId,
    kind: opts.kind,
    userId: opts.userId,
    actorUserId: opts.actorUserId ?? null,
    expiresAt: new Date(Date.now() + opts.ttlSeconds * 1000),
  });
  return token;
}

/** Marks the token used and returns it, once; an unknown, used or expired token gives null. */
export async function consumeOneTimeToken(db: Db, opts: { tenantId: TenantId; kind: OneTimeTokenKind; token: string }) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(opts.token)) return null;
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashOf(opts.token)),
        eq(oneTimeTokens.tenantId, opts.tenantId),
        eq(oneTimeTokens.kind, opts.kind),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Removes the tokens issued for an account or asked for by it (a surrogate start), of one kind or all (a
 * deleted account); returns how many.
 */
export async function removeOneTimeTokensOf(
  db: Db,
  tenantId: TenantId,
  userId: number,
  kind?: OneTimeTokenKind,
): Promise<number> {
  const removed = await db
    .delete(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.tenantId, tenantId),
        or(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.actorUserId, userId)),
        kind === undefined ? undefined : eq(oneTimeTokens.kind, kind),
      ),
    )
    .returning({ kind: oneTimeTokens.kind });
  return removed.length;
}
