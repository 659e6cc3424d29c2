import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { TenantId } from '@stride/contracts';
import type { Db } from '../db/client.js';
import { endGrants, type SessionsEnded } from './adapter.js';
import { oidcPayloads, signinSessions } from './auth.table.js';

/**
 * A person's signed-in sessions: one per grant of the embedded provider (a browser's sign-in), seen where its
 * tokens are issued (the code exchange, then each renewal: "last seen" is as fresh as ACCESS_TOKEN_TTL). The
 * grant row is the truth: the API refuses an access token whose grant (`sid`) is gone (platform/http/request.ts).
 */

const grantLive = (grantId: SQL) =>
  sql`exists (select 1 from ${oidcPayloads} where ${oidcPayloads.model} = 'Grant' and ${oidcPayloads.id} = ${grantId})`;

/** The SQL condition "this access token's session still holds": one primary-key look-up. */
export const sessionLiveSql = (grantId: string) => grantLive(sql`${grantId}`);

/** Whether a session (grant) is still signed in. */
export async function sessionIsLive(db: Db, grantId: string): Promise<boolean> {
  const rows = await db
    .select({ id: oidcPayloads.id })
    .from(oidcPayloads)
    .where(and(eq(oidcPayloads.model, 'Grant'), eq(oidcPayloads.id, grantId)));
  return rows.length > 0;
}

/** Called where the provider issues an access token: the session's device, address and last sight. */
export async function recordSessionSeen(
  db: Db,
  s: { grantId: string; tenantId: TenantId; userId: number; userAgent: string | null; address: string | null },
): Promise<void> {
  const now = new Date();
  const userAgent = s.userAgent?.slice(0, 500) ?? null;
  await db
    .insert(signinSessions)
    .values({ ...s, userAgent, signedInAt: now, lastSeenAt: now })
    .onConflictDoUpdate({
      target: signinSessions.grantId,
      set: { lastSeenAt: now, userAgent, address: s.address },
    });
}

export type SessionRow = typeof signinSessions.$inferSelect;

/** The person's sessions still signed in, the most recently seen first. */
export function listSessions(db: Db, tenantId: TenantId, userId: number): Promise<SessionRow[]> {
  return db
    .select()
    .from(signinSessions)
    .where(
      and(
        eq(signinSessions.tenantId, tenantId),
        eq(signinSessions.userId, userId),
        grantLive(sql`${signinSessions.grantId}`),
      ),
    )
    .orderBy(desc(signinSessions.lastSeenAt));
}

/** One session of the person by its id (never another person's), or undefined. */
export async function findSession(
  db: Db,
  tenantId: TenantId,
  userId: number,
  id: string,
): Promise<SessionRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await db
    .select()
    .from(signinSessions)
    .where(
      and(
        eq(signinSessions.tenantId, tenantId),
        eq(signinSessions.userId, userId),
        eq(signinSessions.id, id),
        grantLive(sql`${signinSessions.grantId}`),
      ),
    );
  return row;
}

/**
 * Ends these grants as a sign-out does, and the provider's browser sessions that hold them (else the browser would
 * be signed in again without a password): their refresh and access tokens go, the API refuses those tokens at the
 * next call, their sockets are closed.
 */
export async function endSessions(db: Db, grantIds: string[], sessionsEnded: SessionsEnded): Promise<void> {
  if (grantIds.length === 0) return;
  await db.delete(oidcPayloads).where(
    and(
      eq(oidcPayloads.model, 'Session'),
      sql`exists (select 1 from jsonb_each(${oidcPayloads.payload}->'authorizations') a
          where a.value->>'grantId' in (${sql.join(
            grantIds.map((g) => sql`${g}`),
            sql`, `,
          )}))`,
    ),
  );
  await db.delete(signinSessions).where(inArray(signinSessions.grantId, grantIds));
  await endGrants(db, grantIds, sessionsEnded);
}

/**
 * The person's own grants (not the surrogate sessions they took part in) but `keep` (the session asking):
 * "sign out everywhere else" and a password change. Returns how many ended.
 */
export async function endOtherSessions(
  db: Db,
  account: { uuid: string },
  keep: string | undefined,
  sessionsEnded: SessionsEnded,
): Promise<number> {
  const grants = await db
    .select({ id: oidcPayloads.id })
    .from(oidcPayloads)
    .where(
      and(
        eq(oidcPayloads.model, 'Grant'),
        sql`${oidcPayloads.payload}->>'accountId' = ${account.uuid}`,
        keep ? ne(oidcPayloads.id, keep) : undefined,
      ),
    );
  await endSessions(
    db,
    grants.map((g) => g.id),
    sessionsEnded,
  );
  return grants.length;
}
