import { and, eq, sql } from 'drizzle-orm';
import { type ChatChannel } from '@stride/contracts';
import { recordAudits } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/client.js';
import type { RequestContext } from '../../platform/http/context.js';
import { notFound } from '../../platform/http/errors.js';
import { textArray } from '../../platform/db/arrays.js';
import { presentChannels } from './chat.presenter.js';
import { chatChannels, chatMembers } from './chat.table.js';
import { actorOf } from './members.js';
import { ttFromWire } from './timetokens.js';
import { readCountAfter } from './unread.js';
import type { ChatMemberBody } from './channels.service.js';

export interface MemberChange {
  channel: ChatChannel;
  /** Set when the last-read timetoken moved: a receipt for the channel. */
  readUpTo: string | null;
}

/** PUT /chats/{id}/chatMembers: the actor's own last-read timetoken (forward only), pin, hide. */
export async function updateMembership(
  tx: Db,
  ctx: RequestContext,
  channelIds: string[],
  body: ChatMemberBody,
): Promise<MemberChange[]> {
  const actor = actorOf(ctx);
  const tt = body.timeToken === undefined ? undefined : ttFromWire(body.timeToken);
  // The actor's memberships of these channels in ONE query: any channel they are not in is a 404, as
  // getMemberChannel answers. Locked: the unread count below sees every message bumped before it.
  const before = await tx
    .select()
    .from(chatMembers)
    .where(
      and(
        eq(chatMembers.tenantId, ctx.tenantId),
        eq(chatMembers.profileId, actor.profileId),
        sql`${chatMembers.channelId} = any(${textArray(channelIds)})`,
      ),
    )
    .for('update');
  if (before.length !== new Set(channelIds).size) throw notFound('Chat');
  const values = {
    ...(tt !== undefined
      ? {
          timeToken: sql`greatest(coalesce(${chatMembers.timeToken}, 0), ${tt.toString()}::bigint)`,
          readCount: readCountAfter(sql`greatest(coalesce(${chatMembers.timeToken}, 0), ${tt.toString()}::bigint)`),
        }
      : {}),
    ...(body.pinned !== undefined ? { isPinned: body.pinned } : {}),
    ...(body.isHidden !== undefined ? { isHidden: body.isHidden } : {}),
  };
  // Every field is optional: `{}` changes nothing (an UPDATE with no values is not SQL) and answers the channel.
  const rows = Object.keys(values).length
    ? await tx
        .update(chatMembers)
        .set(values)
        .where(
          and(
            eq(chatMembers.tenantId, ctx.tenantId),
            eq(chatMembers.profileId, actor.profileId),
            sql`${chatMembers.channelId} = any(${textArray(channelIds)})`,
          ),
        )
        .returning()
    : [];
  await recordAudits(
    tx,
    ctx,
    rows.map((after) => ({
      operation: 'UPDATE',
      entityType: 'chat_member',
      entityId: `${after.channelId}:${after.profileId}`,
      before: before.find((b) => b.channelId === after.channelId),
      after,
    })),
  );
  const channelRows = await tx
    .select()
    .from(chatChannels)
    .where(and(eq(chatChannels.tenantId, ctx.tenantId), sql`${chatChannels.id} = any(${textArray(channelIds)})`));
  const channels = await presentChannels(tx, ctx, channelRows);
  return channels.map((channel) => {
    const was = before.find((b) => b.channelId === channel.id)?.timeToken ?? null;
    const now = rows.find((r) => r.channelId === channel.id)?.timeToken ?? was;
    return { channel, readUpTo: now !== null && now !== was ? now.toString() : null };
  });
}
