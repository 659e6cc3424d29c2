import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import {
  CHAT_MAX_PAYLOAD,
  MESSAGE_TOO_LONG,
  chatPayloadSize,
  type ChatMessage,
  type PublishMessageBody,
  type Timetoken,
} from '@stride/contracts';
import type { Db } from '../../platform/db/client.js';
import { authorize } from '../../platform/http/authorize.js';
import type { RequestContext, TokenActor, TokenContext } from '../../platform/http/context.js';
import { badRequest, HttpError, notFound } from '../../platform/http/errors.js';
import type { FileLinks } from '../../platform/storage/file-links.js';
import { intArray, textArray } from '../../platform/db/arrays.js';
import { libraryActor, visibleResourcesByIds, claimStorageFile } from '../library/index.js';
import { authorizeTokenPost, authorizeTokenPostContent, channelResource, READ_ONLY } from './chat.policy.js';
import { present } from './chat.presenter.js';
import { chatChannels, chatMembers, chatMessages, type ChannelRow, type MessageRow } from './chat.table.js';
import { actorOf, getMemberChannel } from './members.js';
import { storeMessages, type NewMessage } from './store-messages.js';
import { ttFromWire } from './timetokens.js';
import { type UnreadPerson } from './unread.js';

/** The chat's realtime side of this process, for modules that post messages outside a request (jobs). */
export { chatRealtimeOf } from './chat.realtime.js';

export interface ChatDeps {
  fileLinks: FileLinks;
}

export const messageTooLong = () => new HttpError(413, 'MESSAGE_TOO_LONG', MESSAGE_TOO_LONG);

/** The highest last-read timetoken of the channel's members other than the sender (is_read). */
export async function othersReadUpTo(tx: Db, channelId: string, senderProfileId: number): Promise<bigint | null> {
  const [row] = await tx
    .select({ tt: sql<string | null>`max(${chatMembers.timeToken})::text` })
    .from(chatMembers)
    .where(and(eq(chatMembers.channelId, channelId), ne(chatMembers.profileId, senderProfileId)));
  return row?.tt ? BigInt(row.tt) : null;
}

export interface Published {
  message: ChatMessage;
  /** False when a resend with the same clientId found the stored message. */
  created: boolean;
}

/** What to tell after the commit: the new messages, the members they raised per channel, and those members once each. */
export interface Delivery {
  messages: ChatMessage[];
  bumpedUuids: Map<string, string[]>;
  raised: UnreadPerson[];
}

/** A checked publish: the message to store, or the one already stored under its clientId. */
export type PreparedPublish = { stored: MessageRow } | { create: NewMessage };

/** Stores checked messages of one tenant together; answers each one's result and what to tell. */
export async function storeAndPresent(
  tx: Db,
  deps: ChatDeps,
  items: NewMessage[],
): Promise<{ published: Published[]; delivery: Delivery }> {
  const { stored, bumpedUuids, raised } = await storeMessages(tx, items[0]?.ctx.tenantId ?? '', items);
  const published = stored.map((s, i) => ({ message: present(items[i]!.ctx, deps, s.row), created: s.created }));
  return {
    published,
    delivery: { messages: published.filter((p) => p.created).map((p) => p.message), bumpedUuids, raised },
  };
}

const isEmpty = (body: PublishMessageBody) =>
  body.text.trim() === '' && body.mediaLibraryFiles.length === 0 && !body.giphyFile && !body.storageFileId;

/** What the checks of a publish read first: the channel (when the sender is in it) and a message stored under its clientId. */
export interface PublishLookup {
  channel: ChannelRow;
  stored: MessageRow | null;
}

/**
 * The lookups of several publishes in ONE query whatever their number (a batch): each item's channel when
 * its sender is a member, with the message stored under its clientId if any. Null where the sender is not
 * in the channel (or it is not there).
 */
export async function lookupPublishes(
  tx: Db,
  tenantId: string,
  items: Array<{ profileId: number; channelId: string; clientId: string }>,
): Promise<Array<PublishLookup | null>> {
  const item = sql`x`;
  const rows = await tx
    .select({ i: sql<number>`${item}.i::int`, channel: chatChannels, stored: chatMessages })
    .from(
      sql`unnest(${textArray(items.map((i) => i.channelId))}, ${intArray(items.map((i) => i.profileId))},
        ${textArray(items.map((i) => i.clientId))}) with ordinality as ${item}(channel_id, profile_id, client_id, i)`,
    )
    .innerJoin(chatChannels, and(eq(chatChannels.tenantId, tenantId), sql`${chatChannels.id} = ${item}.channel_id`))
    .innerJoin(
      chatMembers,
      and(eq(chatMembers.channelId, chatChannels.id), sql`${chatMembers.profileId} = ${item}.profile_id`),
    )
    .leftJoin(
      chatMessages,
      and(
        eq(chatMessages.tenantId, tenantId),
        eq(chatMessages.channelId, chatChannels.id),
        sql`${chatMessages.clientId} = ${item}.client_id`,
      ),
    )
    .prepare('chat_lookup_publishes')
    .execute();
  const found = new Map(rows.map((r) => [r.i, { channel: r.channel, stored: r.stored }]));
  return items.map((_, i) => found.get(i + 1) ?? null);
}

/**
 * The checks of POST /chats/{id}/messages (the sender is the token's; idempotent per clientId) and the
 * message to store, from its lookup (made here when not given). Throws only before it changes anything,
 * but for the upload it claims last.
 */
export async function preparePublish(
  tx: Db,
  ctx: TokenContext,
  channelId: string,
  body: PublishMessageBody,
  lookup?: PublishLookup | null,
): Promise<PreparedPublish> {
  const actor = actorOf(ctx);
  const found =
    lookup !== undefined
      ? lookup
      : (
          await lookupPublishes(tx, ctx.tenantId, [{ profileId: actor.profileId, channelId, clientId: body.clientId }])
        )[0];
  if (!found) throw notFound('Chat');
  const { channel, stored } = found;
  if (stored) return { stored };
  // The lookup found the sender among the channel's members.
  authorizeTokenPost(actor, channelResource(channel, [actor.profileId]));
  authorizeTokenPostContent(actor, body);
  if (chatPayloadSize(channelId, body) >= CHAT_MAX_PAYLOAD) throw messageTooLong();
  if (isEmpty(body)) {
    throw badRequest('Write a message or attach something.', [{ path: 'text', message: 'The message is empty.' }]);
  }
  let reply: bigint | null = null;
  if (body.replyMessageTimetoken) {
    reply = ttFromWire(body.replyMessageTimetoken);
    const [target] = await tx
      .select({ tt: chatMessages.timetoken })
      .from(chatMessages)
      .where(and(eq(chatMessages.channelId, channelId), eq(chatMessages.timetoken, reply)));
    if (!target) {
      throw badRequest('The message you reply to is not in this chat.', [
        { path: 'replyMessageTimetoken', message: 'Not a message of this chat.' },
      ]);
    }
  }
  const media: MessageRow['mediaLibraryFiles'] = [];
  if (body.mediaLibraryFiles.length > 0) {
    const ids = [...new Set(body.mediaLibraryFiles.map((m) => m.resourceId))];
    const found = await visibleResourcesByIds(tx, ctx, await libraryActor(tx, ctx), ids);
    for (const ref of body.mediaLibraryFiles) {
      const resource = found.find((r) => r.id === ref.resourceId);
      if (!resource) throw notFound('File');
      media.push({
        resourceId: resource.id,
        title: resource.title,
        fileTypeId: resource.fileTypeId,
        // The library's own thumbnail: a link the client sends (ref.thumbnailUrl) is never kept.
        thumbnailKey: resource.thumbnailKey,
      });
    }
  }
  let file: MessageRow['file'] = null;
  if (body.storageFileId) {
    const claimed = await claimStorageFile(tx, ctx, body.storageFileId);
    file = { key: claimed.key, name: claimed.name, contentType: claimed.contentType, size: claimed.size };
  }
  return {
    create: {
      ctx,
      channelId,
      values: {
        clientId: body.clientId,
        senderProfileId: actor.profileId,
        senderUuid: actor.uuid,
        text: body.text,
        replyMessageTimetoken: reply,
        needAck: body.needAck,
        lng: body.lng ?? null,
        mediaLibraryFiles: media,
        giphyFile: body.giphyFile ?? null,
        file,
      },
    },
  };
}

/** One publish in the caller's transaction (the batcher's way when a batch fails as a whole). */
export async function publishMessage(
  tx: Db,
  ctx: TokenContext,
  deps: ChatDeps,
  channelId: string,
  body: PublishMessageBody,
): Promise<{ published: Published; delivery: Delivery | null }> {
  const prepared = await preparePublish(tx, ctx, channelId, body);
  if ('stored' in prepared) {
    return { published: { message: present(ctx, deps, prepared.stored), created: false }, delivery: null };
  }
  const { published, delivery } = await storeAndPresent(tx, deps, [prepared.create]);
  return { published: published[0]!, delivery };
}

/** POST /chats/{id}/notify and /chats/notify/bulk: a plain message from the actor into each channel, stored together. */
export async function notifyChannels(
  tx: Db,
  ctx: RequestContext,
  deps: ChatDeps,
  channelIds: string[],
  text: string,
): Promise<{ messages: ChatMessage[]; delivery: Delivery }> {
  const actor = actorOf(ctx);
  const items: NewMessage[] = [];
  for (const channelId of channelIds) {
    const { channel } = await getMemberChannel(tx, ctx, channelId);
    authorize(actor, 'chat.post', channelResource(channel, [actor.profileId]), READ_ONLY);
    if (chatPayloadSize(channelId, { text }) >= CHAT_MAX_PAYLOAD) throw messageTooLong();
    items.push({
      ctx,
      channelId,
      values: { clientId: randomUUID(), senderProfileId: actor.profileId, senderUuid: actor.uuid, text },
    });
  }
  const { published, delivery } = await storeAndPresent(tx, deps, items);
  return { messages: published.map((p) => p.message), delivery };
}

/** A message a job posts in a staff member's name (a sprint's timed message), into a channel they keep. */
export interface ScheduledPost {
  /** The sender's context: their token actor (for the audit) and the job's trace. */
  ctx: TokenContext & { actor: TokenActor };
  channelId: string;
  /** Stable per post: a second post with the same one finds the first (exactly once). */
  clientId: string;
  text: string;
  mediaLibraryFiles: MessageRow['mediaLibraryFiles'];
}

/**
 * Stores scheduled messages of one tenant together, as publishes would (timetokens, unread counts,
 * audit); a clientId already in its channel answers the stored message (created false). The caller tells
 * the delivery after its commit (chatRealtimeOf(platform).published).
 */
export async function postScheduled(
  tx: Db,
  deps: ChatDeps,
  posts: ScheduledPost[],
): Promise<{ published: Published[]; delivery: Delivery }> {
  return storeAndPresent(
    tx,
    deps,
    posts.map((p) => ({
      ctx: p.ctx,
      channelId: p.channelId,
      values: {
        clientId: p.clientId,
        senderProfileId: p.ctx.actor.profileId,
        senderUuid: p.ctx.actor.uuid,
        text: p.text,
        mediaLibraryFiles: p.mediaLibraryFiles,
      },
    })),
  );
}

/**
 * GET /chats/{id}/messages: with after=, the messages newer than it, oldest first (catching up after a
 * reconnect: repeat with the last one's timetoken while a page is full); otherwise the `limit` newest
 * before `before` (or the newest), also oldest first. A page shorter than limit: fully loaded.
 */
export async function history(
  tx: Db,
  ctx: TokenContext,
  deps: ChatDeps,
  channelId: string,
  q: { before?: Timetoken; after?: Timetoken; limit: number },
): Promise<ChatMessage[]> {
  const { channel } = await getMemberChannel(tx, ctx, channelId);
  const where = eq(chatMessages.channelId, channel.id);
  const rows =
    q.after !== undefined
      ? await tx
          .select()
          .from(chatMessages)
          .where(and(where, gt(chatMessages.timetoken, ttFromWire(q.after))))
          .orderBy(asc(chatMessages.timetoken))
          .limit(q.limit)
      : (
          await tx
            .select()
            .from(chatMessages)
            .where(and(where, q.before !== undefined ? lt(chatMessages.timetoken, ttFromWire(q.before)) : undefined))
            .orderBy(desc(chatMessages.timetoken))
            .limit(q.limit)
        ).reverse();
  const reads = await tx
    .select({ profileId: chatMembers.profileId, tt: chatMembers.timeToken })
    .from(chatMembers)
    .where(eq(chatMembers.channelId, channel.id));
  return rows.map((row) => {
    const others = reads.filter((r) => r.profileId !== row.senderProfileId && r.tt !== null).map((r) => r.tt!);
    const readUpTo = others.length ? others.reduce((a, b) => (a > b ? a : b)) : null;
    return present(ctx, deps, row, readUpTo);
  });
}
