import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { RequestContext } from '../../platform/http/context.js';
import { anyId } from '../library/library.queries.js';
import { chatMembers } from './chat.table.js';
import { actorOf, anyText } from './members.js';

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

/** Someone to tell about a new message, with their new unread total (the menu badge). */
export interface Recipient {
  uuid: string;
  unreadTotal: number;
}

/**
 * A new message: one more unread for each other member who had not read past it; answers them with
 * their totals, in ONE statement (the sum of their other visible channels plus this row as updated).
 */
export async function bumpUnread(
  tx: Db,
  tenantId: string,
  channelId: string,
  senderProfileId: number,
  timetoken: bigint,
): Promise<Recipient[]> {
  const result = await tx.execute(sql`
    with bumped as (
      update ${chatMembers}
      set unread_count = unread_count + (case when coalesce(time_token, 0) < ${timetoken.toString()}::bigint then 1 else 0 end)
      where tenant_id = ${tenantId} and channel_id = ${channelId} and profile_id <> ${senderProfileId}
      returning profile_id, user_uuid, unread_count, is_hidden
    )
    select b.user_uuid as uuid,
      ((case when b.is_hidden then 0 else b.unread_count end) + coalesce((
        select sum(o.unread_count) from ${chatMembers} o
        where o.tenant_id = ${tenantId} and o.profile_id = b.profile_id and o.channel_id <> ${channelId}
          and not o.is_hidden
      ), 0))::int as total
    from bumped b`);
  return (result as unknown as { rows: { uuid: string; total: number }[] }).rows.map((r) => ({
    uuid: r.uuid,
    unreadTotal: Number(r.total),
  }));
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
        sql`${chatMembers.channelId} = any(${anyText(channelIds)})`,
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
