import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { rowsOf } from '../db/arrays.js';
import type { RequestContext } from './context.js';
import { domainError, fieldError } from './errors.js';

/** How long an answer is kept: a repeat within it answers the first answer, after it the key is new again. */
export const IDEMPOTENCY_TTL_HOURS = 24;
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
export const IdempotencyErrorCode = {
  KeyReused: 'IDEMPOTENCY_KEY_REUSED',
  InProgress: 'IDEMPOTENCY_IN_PROGRESS',
} as const;

/** A key as clients make them (a UUID; any 8 to 128 letters, digits, `-`, `_`, `.`, `:`). */
const KEY = /^[\w.:-]{8,128}$/;

/** The stored answer of a repeated change. */
export interface StoredAnswer {
  status: number;
  body: unknown;
}

/** What `claimIdempotencyKey` found: the key is this request's to answer, or it was answered before. */
export type Claim = { kind: 'claimed'; key: string } | { kind: 'replay'; answer: StoredAnswer };

/** The request's Idempotency-Key, or undefined when it sends none (the call is then applied as any call). */
export function idempotencyKeyOf(req: FastifyRequest): string | undefined {
  const raw = req.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !KEY.test(key)) {
    throw fieldError('Idempotency-Key', 'Idempotency-Key must be 8 to 128 letters, digits or - _ . : (a UUID).');
  }
  return key;
}

const requestOf = (req: FastifyRequest) => `${req.method} ${req.url.split('?')[0]}`;
const hashOf = (body: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('base64url');

/**
 * Claims the key for this user in the request's transaction (docs/decisions.md, "Coaching loop: the
 * participant's app"): the first request inserts its row and applies the change; the row's answer is written
 * in the same transaction, so a repeat (which waits on the row while the first is not committed) finds the
 * answer, and a change that failed leaves no row. The key is the user's own: the same key of another user is
 * another row, and a repeat never reads another user's answer. A key used for another call, or with another
 * body, is refused (422).
 */
export async function claimIdempotencyKey(
  tx: Db,
  ctx: RequestContext,
  req: FastifyRequest,
  key: string,
  body: unknown,
): Promise<Claim> {
  const userId = ctx.actor!.userId;
  const request = requestOf(req);
  const bodyHash = hashOf(body);
  const ttl = sql`now() - make_interval(hours => ${IDEMPOTENCY_TTL_HOURS})`;
  // This user's expired answers go as they send the next one (their rows only: the primary key's prefix).
  await tx.execute(
    sql`delete from idempotency_keys where tenant_id = ${ctx.tenantId} and user_id = ${userId} and created_at < ${ttl}`,
  );
  const claimed = rowsOf(
    await tx.execute(sql`
      insert into idempotency_keys (tenant_id, user_id, key, request, body_hash)
      values (${ctx.tenantId}, ${userId}, ${key}, ${request}, ${bodyHash})
      on conflict (tenant_id, user_id, key) do nothing
      returning 1`),
  );
  if (claimed.length) return { kind: 'claimed', key };
  const [first] = rowsOf<{ request: string; body_hash: string; status: number | null; body: unknown }>(
    await tx.execute(sql`
      select request, body_hash, status, body from idempotency_keys
      where tenant_id = ${ctx.tenantId} and user_id = ${userId} and key = ${key}`),
  );
  if (!first || first.status === null) {
    throw domainError(409, IdempotencyErrorCode.InProgress, 'This change is still being applied.');
  }
  if (first.request !== request || first.body_hash !== bodyHash) {
    throw domainError(422, IdempotencyErrorCode.KeyReused, 'This Idempotency-Key was used for another change.');
  }
  return { kind: 'replay', answer: { status: first.status, body: first.body } };
}

/** Keeps the answer of a claimed key, in the change's transaction. */
export async function storeIdempotentAnswer(
  tx: Db,
  ctx: RequestContext,
  key: string,
  answer: StoredAnswer,
): Promise<void> {
  const body = answer.body === undefined ? null : JSON.stringify(answer.body);
  await tx.execute(sql`
    update idempotency_keys set status = ${answer.status}, body = ${body}::jsonb
    where tenant_id = ${ctx.tenantId} and user_id = ${ctx.actor!.userId} and key = ${key}`);
}
