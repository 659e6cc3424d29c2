import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { RequestContext } from '../../platform/http/context.js';
import { anyId, bigintArray, intArray, rowsOf, textArray } from '../../platform/db/arrays.js';
import { chatMembers, type MessageRow } from './chat.table.js';
import { actorOf } from './members.js';

/**
 * chat_members.unread_count: the messages of others after the member's last-read timetoken, not
 * removed. Publish adds one, a delete takes one off, a read (and a new member) counts again; the badge
 * is then a sum over a person's few memberships, never a count over the history.
 *
 * Races: publish bumps the rows after taking the channel's timetoken lock; a read locks its member row
 * before counting in a later statement, so a message is either seen by the count or bumped after it.
 */

/** A member's unread count from the messages, for a last-read timetoken (an SQL expression). */
export const countUnreadAfter = (lastRead: SQL) => sql<number>`(
  select count(*)::int from chat_messages m
  where m.channel_id = ${chatMembers.channelId}
    and m.timetoken > ${lastRead}
    and m.sender_profile_id <> ${chatMembers.profileId}
    and m.deleted_at is null)`;

/** The unread count of someone joining a channel now (nothing read yet). */
export const countUnreadOfNewMember = (channelId: string, profileId: number) => sql<number>`(
  select count(*)::int from chat_messages m
  where m.channel_id = ${channelId} and m.sender_profile_id <> ${profileId} and m.deleted_at is null)`;

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
 * New messages: each other member who had not read past a message gets one more unread for it, in ONE
 * statement over the messages' channels' members. Answers, per channel, the members it raised (their
 * totals are counted after the commit: unread-throttle.ts).
 */
export async function bumpUnread(
  tx: Db,
  tenantId: string,
  messages: Array<Pick<MessageRow, 'channelId' | 'senderProfileId' | 'timetoken'>>,
): Promise<{ bumpedUuids: Map<string, string[]>; raised: UnreadPerson[] }> {
  const bumpedUuids = new Map<string, string[]>();
  if (messages.length === 0) return { bumpedUuids, raised: [] };
  const newer = (m: SQL) => sql`b.channel_id = ${m}.channel_id and b.sender <> ${m}.profile_id
    and b.tt > coalesce(${m}.time_token, 0)`;
  const result = await tx.execute(sql`
    with batch(channel_id, sender, tt) as materialized (
      select * from unnest(
        ${textArray(messages.map((m) => m.channelId))},
        ${intArray(messages.map((m) => m.senderProfileId))},
        ${bigintArray(messages.map((m) => m.timetoken))})
    )
    update ${chatMembers} m set unread_count = m.unread_count + (select count(*)::int from batch b where ${newer(sql`m`)})
    where m.tenant_id = ${tenantId} and m.channel_id = any(${textArray([...new Set(messages.map((m) => m.channelId))])})
      and exists (select 1 from batch b where ${newer(sql`m`)})
    returning m.channel_id, m.profile_id, m.user_uuid`);
  const raised = new Map<number, UnreadPerson>();
  for (const r of rowsOf<{ channel_id: string; profile_id: number; user_uuid: string }>(result)) {
    const uuids = bumpedUuids.get(r.channel_id);
    if (uuids) uuids.push(r.user_uuid);
    else bumpedUuids.set(r.channel_id, [r.user_uuid]);
    raised.set(r.profile_id, { profileId: r.profile_id, uuid: r.user_uuid });
  }
  return { bumpedUuids, raised: [...raised.values()] };
}

/** A removed message: one less unread for each other member who had not read it. */
export async function dropUnread(
  tx: Db,
  tenantId: string,
  channelId: string,
  senderProfileId: number,
  timetoken: bigint,
): Promise<void> {
  await tx
    .update(chatMembers)
    .set({ unreadCount: sql`greatest(${chatMembers.unreadCount} - 1, 0)` })
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
    .select({ channelId: chatMembers.channelId, n: chatMembers.unreadCount })
    .from(chatMembers)
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
    .select({ profileId: chatMembers.profileId, n: sql<number>`sum(${chatMembers.unreadCount})::int` })
    .from(chatMembers)
    .where(
      and(
        eq(chatMembers.tenantId, tenantId),
        eq(chatMembers.isHidden, false),
        anyId(chatMembers.profileId, profileIds),
      ),
    )
    .groupBy(chatMembers.profileId);
  const totals = new Map(profileIds.map((id) => [id, 0]));
  for (const r of rows) totals.set(r.profileId, r.n);
  return totals;
}
