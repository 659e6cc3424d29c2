import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/client.js';
import { oidcPayloads } from './auth.table.js';

const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

/** Told the grants (sign-in sessions) that ended, e.g. to disconnect their sockets. */
export type SessionsEnded = (grantIds: string[]) => void;

/**
 * oidc-provider's storage in PostgreSQL, so that every process shares sessions and grants. A grant
 * destroyed (sign-out, a revoked refresh token, a reused one) is told to `sessionsEnded`.
 */
export function createOidcAdapterFactory(db: Db, sessionsEnded: SessionsEnded) {
  return class PgAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const row = {
        id,
        model: this.model,
        payload,
        grantId: GRANTABLE.has(this.model) ? (payload.grantId ?? null) : null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db
        .insert(oidcPayloads)
        .values(row)
        .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: row });
    }

    private async findBy(column: 'id' | 'uid' | 'userCode', value: string): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select()
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads[column], value)))
        .limit(1);
      if (!row) return undefined;
      if (row.expiresAt && row.expiresAt.getTime() <= Date.now()) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    }

    find(id: string) {
      return this.findBy('id', id);
    }
    findByUid(uid: string) {
      return this.findBy('uid', uid);
    }
    findByUserCode(userCode: string) {
      return this.findBy('userCode', userCode);
    }

    async consume(id: string): Promise<void> {
      await db
        .update(oidcPayloads)
        .set({ consumedAt: new Date() })
        .where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
    }

    async destroy(id: string): Promise<void> {
      await db.delete(oidcPayloads).where(and(eq(oidcPayloads.model, this.model), eq(oidcPayloads.id, id)));
      if (this.model === 'Grant') sessionsEnded([id]);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
    }
  };
}

/** Ends these grants: their tokens and the grants themselves go, and `sessionsEnded` is told. */
export async function endGrants(db: Db, grantIds: string[], sessionsEnded: SessionsEnded): Promise<void> {
  if (grantIds.length === 0) return;
  await db
    .delete(oidcPayloads)
    .where(
      or(
        inArray(oidcPayloads.grantId, grantIds),
        and(eq(oidcPayloads.model, 'Grant'), inArray(oidcPayloads.id, grantIds)),
      ),
    );
  sessionsEnded(grantIds);
}

/** Drops expired rows; run by a periodic job. */
export async function purgeExpiredOidcPayloads(db: Db): Promise<void> {
  await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, sql`now()`));
}

/**
 * Ends everything the provider keeps for a deleted account: its sessions, grants, codes and tokens,
 * and those of surrogate sessions it took part in (account id `<uuid>~<actor uuid>`, account-id.ts).
 * The account id sits in the payload only; deleting an account is rare enough for one pass over the table.
 * Returns how many rows went.
 */
export async function revokeAccountSessions(db: Db, uuid: string): Promise<number> {
  const accountId = sql`${oidcPayloads.payload}->>'accountId'`;
  const removed = await db
    .delete(oidcPayloads)
    .where(
      sql`${accountId} = ${uuid} or split_part(${accountId}, '~', 1) = ${uuid} or split_part(${accountId}, '~', 2) = ${uuid}`,
    )
    .returning({ id: oidcPayloads.id });
  return removed.length;
}
