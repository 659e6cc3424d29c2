import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { TokenContext } from '../../platform/http/context.js';
import { notFound, unauthorized } from '../../platform/http/errors.js';
import { textArray } from '../../platform/db/arrays.js';
import { personNameOf } from '../profiles/index.js';
import type { MemberWithName } from './chat.presenter.js';
import { chatChannels, chatMembers, type ChannelRow, type MemberRow } from './chat.table.js';

/** The signed-in actor of a chat call (the loaded one of a request, the token's of the publish path); 401 without one. */
export function actorOf<C extends TokenContext>(ctx: C): NonNullable<C['actor']> {
  if (!ctx.actor) throw unauthorized();
  return ctx.actor as NonNullable<C['actor']>;
}

/** The members of these channels with their names, in ONE query, by channel id. */
export async function membersOf(
  tx: Db,
  tenantId: string,
  channelIds: string[],
): Promise<Map<string, MemberWithName[]>> {
  const byChannel = new Map<string, MemberWithName[]>();
  if (channelIds.length === 0) return byChannel;
  const rows = await tx
    .select({ member: chatMembers, fullName: personNameOf(chatMembers.profileId) })
    .from(chatMembers)
    .where(and(eq(chatMembers.tenantId, tenantId), sql`${chatMembers.channelId} = any(${textArray(channelIds)})`))
    .orderBy(asc(chatMembers.joinedAt), asc(chatMembers.profileId));
  for (const { member, fullName } of rows) {
    const list = byChannel.get(member.channelId) ?? [];
    list.push({ ...member, fullName: fullName ?? '' });
    byChannel.set(member.channelId, list);
  }
  return byChannel;
}

/**
 * A channel the actor is a member of, with their membership; 404 otherwise (another tenant's channel,
 * one they are not in, one that does not exist: the same answer). `lock` takes the channel row FOR UPDATE.
 */
export async function getMemberChannel(
  tx: Db,
  ctx: TokenContext,
  channelId: string,
  opts: { lock?: boolean } = {},
): Promise<{ channel: ChannelRow; member: MemberRow }> {
  const actor = actorOf(ctx);
  const query = tx
    .select({ channel: chatChannels, member: chatMembers })
    .from(chatChannels)
    .innerJoin(chatMembers, and(eq(chatMembers.channelId, chatChannels.id), eq(chatMembers.profileId, actor.profileId)))
    .where(and(eq(chatChannels.id, channelId), eq(chatChannels.tenantId, ctx.tenantId)));
  const [row] = opts.lock ? await query.for('update', { of: chatChannels }) : await query;
  if (!row) throw notFound('Chat');
  return row;
}

/** Every channel id the person is a member of (realtime rooms), on chat_members_profile_idx. */
export async function channelIdsOfProfile(tx: Db, tenantId: string, profileId: number): Promise<string[]> {
  const rows = await tx
    .select({ id: chatMembers.channelId })
    .from(chatMembers)
    .where(and(eq(chatMembers.tenantId, tenantId), eq(chatMembers.profileId, profileId)));
  return rows.map((r) => r.id);
}
