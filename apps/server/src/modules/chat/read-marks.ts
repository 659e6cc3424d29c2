import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { textArray } from '../../platform/db/arrays.js';
import { chatMembers } from './chat.table.js';

/**
 * How far a person has read in these channels: the last-read timetoken per channel (absent: never read or
 * not a member). For other domains' questions about what someone read (the assistant's sprint facts).
 */
export async function readTimetokens(
  tx: Db,
  tenantId: string,
  profileId: number,
  channelIds: string[],
): Promise<Map<string, bigint>> {
  if (channelIds.length === 0) return new Map();
  const rows = await tx
    .select({ channelId: chatMembers.channelId, timeToken: chatMembers.timeToken })
    .from(chatMembers)
    .where(
      and(
        eq(chatMembers.tenantId, tenantId),
        eq(chatMembers.profileId, profileId),
        sql`${chatMembers.channelId} = any(${textArray(channelIds)})`,
      ),
    );
  return new Map(rows.flatMap((r) => (r.timeToken === null ? [] : [[r.channelId, r.timeToken] as const])));
}
