import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { TenantId } from '@stride/contracts';
import type { Db } from '../db/client.js';
import { oneTimeTokens } from './auth.table.js';

/**
 * Who passed the password in one sign-in interaction and still owes the second step: a random token in the code
 * page's hidden field, kept hashed together with the interaction's uid (the provider binds the uid to the
 * browser's interaction cookie), so it works in that interaction only, for ten minutes, once.
 */
export type SecondStepKind = 'second-step' | 'second-step-enroll' | 'second-step-passed';

const TTL_SECONDS = 600;
const hashOf = (uid: string, token: string) => createHash('sha256').update(`${uid}\n${token}`).digest('hex');

export async function issueSecondStep(
  db: Db,
  opts: { tenantId: TenantId; uid: string; userId: number; kind: SecondStepKind },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(oneTimeTokens).values({
    tokenHash: hashOf(opts.uid, token),
    tenantId: opts.tenantId,
    kind: opts.kind,
    userId: opts.userId,
    expiresAt: new Date(Date.now() + TTL_SECONDS * 1000),
  });
  return token;
}

const pending = (opts: { tenantId: TenantId; uid: string; token: string; kind: SecondStepKind }) =>
  and(
    eq(oneTimeTokens.tokenHash, hashOf(opts.uid, opts.token)),
    eq(oneTimeTokens.tenantId, opts.tenantId),
    eq(oneTimeTokens.kind, opts.kind),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, sql`now()`),
  );

/** The person the step is for (a wrong code does not use it up), or null. */
export async function findSecondStep(
  db: Db,
  opts: { tenantId: TenantId; uid: string; token: string; kind: SecondStepKind },
): Promise<number | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(opts.token)) return null;
  const [row] = await db.select({ userId: oneTimeTokens.userId }).from(oneTimeTokens).where(pending(opts));
  return row?.userId ?? null;
}

/** Uses the step up: true once. */
export async function consumeSecondStep(
  db: Db,
  opts: { tenantId: TenantId; uid: string; token: string; kind: SecondStepKind },
): Promise<boolean> {
  const used = await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(pending(opts))
    .returning({ userId: oneTimeTokens.userId });
  return used.length === 1;
}
