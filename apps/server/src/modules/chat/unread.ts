import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { RequestContext } from '../../platform/http/context.js';
import { anyId, textArray } from '../../platform/db/arrays.js';
import { chatChannels, chatMembers, type MessageRow } from './chat.table.js';
import { actorOf } from './members.js';

/**
 * Unread, per member: the channel's message_count (every message stored in it, taken with its timetokens)
 * less the member's read_count (the messages that are not unread for them: up to their last-read
 * timetoken, their own, removed ones). A message of others thus changes no member row; the sender's own
 * message adds one to their read_count, a delete adds one to each other member who had not read it, a read
 * (and a new member) counts again. The badge is a sum over a person's few memberships, never a count over
 * the history.
 *
 * Races: publish takes the channel's row lock, then adds to its sender's read_count; a read locks its
 * member row before counting, in a later statement that sees message_count and the messages alike, so a
 * message is either in that count or added to read_count after it.
 */

/**
 * A member's read_count (an SQL expression): the channel's count less their unread, the messages of others
 * after a last-read timetoken, not removed. The member is the row being written (its columns by default), or
 * someone joining now (nothing read yet: after 0).
 */
export const readCountAfter = (
  lastRead: SQL,
  member: { channelId: SQL | string; profileId: SQL | number } = {
    channelId: sql`${chatMembers.channelId}`,
    profileId: sql`${chatMembers.profileId}`,
  },
) => sql<number>`(
  (select c.message_count from chat_channels c where c.id = ${member.channelId})
  - (select count(*)::int from chat_messages m
     where m.channel_id = ${member.channelId}
       and m.timetoken > ${lastRead}
       and m.sender_profile_id <> ${member.profileId}
       and m.deleted_at is null))`;

/** A member's unread count (an SQL expression over chat_members joined with their channel). */
const unreadOf = sql<number>`greatest(${chatChannels.messageCount} - ${chatMembers.readCount}, 0)`;

/** Someone whose unread total changed. */
export interface UnreadPerson {
  profileId: number;
  uuid: string;
}

/** Someone to tell their new unread total (the menu badge). */
export interface Recipient extends UnreadPerson {
  unreadTotal: number;
}

/**
 * New messages: their senders' own add to their read_count. An UPDATE for a CTE of the INSERT that stores
 * them (`inserted`: its RETURNING rows, channel_id and sender_profile_id), so only messages that went in count.
 */
export const countOwnMessages = (tenantId: string, inserted: SQL) => sql`
  update ${chatMembers} m set read_count = m.read_count + o.n
  from (select channel_id, sender_profile_id, count(*)::int as n from ${inserted} group by 1, 2) o
  where m.tenant_id = ${tenantId} and m.channel_id = o.channel_id and m.profile_id = o.sender_profile_id`;

/**
 * The members new messages raised (a message of someone else in their channel): per channel their uuids
 * (to reach their user rooms), and once each who they are (their totals are counted after the commit:
 * unread-throttle.ts).
 */
export function raisedBy(
  messages: Array<Pick<MessageRow, 'channelId' | 'senderProfileId'>>,
  membersOf: (channelId: string) => readonly UnreadPerson[],
): { bumpedUuids: Map<string, string[]>; raised: UnreadPerson[] } {
  const senders = new Map<string, Set<number>>();
  for (const m of messages) senders.set(m.channelId, (senders.get(m.channelId) ?? new Set()).add(m.senderProfileId));
  const bumpedUuids = new Map<string, string[]>();
  const raised = new Map<number, UnreadPerson>();
  for (const [channelId, from] of senders) {
    // Raised unless every new message of the channel is their own.
    const members = membersOf(channelId).filter((m) => !(from.size === 1 && from.has(m.profileId)));
    if (members.length === 0) continue;
    bumpedUuids.set(
      channelId,
      members.map((m) => m.uuid),
    );
    for (const m of members) raised.set(m.profileId, m);
  }
  return { bumpedUuids, raised: [...raised.values()] };
}

/** A removed message: it is no longer unread for each other member who had not read it. */
export async function dropUnread(
  tx: Db,
  tenantId: string,
  channelId: string,
  senderProfileId: number,
  timetoken: bigint,
): Promise<void> {
  await tx
    .update(chatMembers)
    .set({ readCount: sql`${chatMembers.readCount} + 1` })
    .where(
      and(
        eq(chatMembers.tenantId, tenantId),
        eq(chatMembers.channelId, channelId),
        ne(chatMembers.profileId, senderProfileId),
        sql`coalesce(${chatMembers.timeToken}, 0) < ${timetoken.toString()}::bigint`,
      ),
    );
}

/** GET /chats/unread: the actor's unread count of each of these channels and their sum. */
export async function unreadCounts(tx: Db, ctx: RequestContext, channelIds: string[]) {
  const actor = actorOf(ctx);
  const rows = await tx
    .select({ channelId: chatMembers.channelId, n: unreadOf })
    .from(chatMembers)
    .innerJoin(chatChannels, eq(chatChannels.id, chatMembers.channelId))
    .where(
      and(
        eq(chatMembers.tenantId, ctx.tenantId),
        eq(chatMembers.profileId, actor.profileId),
        sql`${chatMembers.channelId} = any(${textArray(channelIds)})`,
      ),
    );
  const channels = Object.fromEntries(rows.map((r) => [r.channelId, r.n]));
  return { channels, total: rows.reduce((sum, r) => sum + r.n, 0) };
}

/** The unread total of each of these people over their visible channels, in ONE query (the menu badge). */
export async function unreadTotals(tx: Db, tenantId: string, profileIds: number[]): Promise<Map<number, number>> {
  if (profileIds.length === 0) return new Map();
  const rows = await tx
    .select({ profileId: chatMembers.profileId, n: sql<number>`sum(${unreadOf})::int` })
    .from(chatMembers)
    .innerJoin(chatChannels, eq(chatChannels.id, chatMembers.channelId))
    .where(
      and(
        eq(chatMembers.tenantId, tenantId),
        eq(chatMembers.isHidden, false),
        anyId(chatMembers.profileId, profileIds),
      ),
    )
    .groupBy(chatMembers.profileId)
    .prepare('chat_unread_totals')
    .execute();
  const totals = new Map(profileIds.map((id) => [id, 0]));
  for (const r of rows) totals.set(r.profileId, r.n);
  return totals;
}
