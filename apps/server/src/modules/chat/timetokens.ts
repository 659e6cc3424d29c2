import { and, eq, sql } from 'drizzle-orm';
import type { Timetoken } from '@stride/contracts';
import type { Db } from '../../platform/db/client.js';
import { chatChannels } from './chat.table.js';

/** Now in 10000ths of a millisecond (the database's clock, the same for every process). */
const NOW_TT = sql`(extract(epoch from clock_timestamp()) * 10000000)::bigint`;

/**
 * The next timetoken of a channel: greatest(now, last + 1), taken with UPDATE … RETURNING in the
 * caller's transaction. The row lock orders concurrent publishers: a second one waits for the first to
 * commit, so timetokens are unique, increasing, and visible in that order (a catch-up with after=
 * never skips one). Null when the channel is not there.
 */
export async function nextTimetoken(tx: Db, tenantId: string, channelId: string): Promise<bigint | null> {
  const [row] = await tx
    .update(chatChannels)
    .set({ lastTimetoken: sql`greatest(${NOW_TT}, coalesce(${chatChannels.lastTimetoken}, 0) + 1)` })
    .where(and(eq(chatChannels.id, channelId), eq(chatChannels.tenantId, tenantId)))
    .returning({ tt: chatChannels.lastTimetoken });
  return row?.tt ?? null;
}

export const ttToWire = (tt: bigint | null): Timetoken | null => (tt === null ? null : tt.toString());
export const ttFromWire = (tt: Timetoken): bigint => BigInt(tt);
