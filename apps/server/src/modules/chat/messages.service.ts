import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import {
  CHAT_MAX_PAYLOAD,
  MESSAGE_REMOVED_TEXT,
  MESSAGE_TOO_LONG,
  chatPayloadSize,
  type ChatMessage,
  type PublishMessageBody,
  type Timetoken,
} from '@stride/contracts';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/client.js';
import type { RequestContext } from '../../platform/http/context.js';
import { badRequest, forbidden, HttpError, notFound } from '../../platform/http/errors.js';
import type { FileLinks } from '../../platform/storage/file-links.js';
import { libraryViewer } from '../library/library.policy.js';
import { visibleResourcesByIds } from '../library/resources.service.js';
import { claimStorageFile } from '../library/uploads.js';
import { assertMayPost, mayDeleteMessage } from './chat.policy.js';
import { presentMessage } from './chat.presenter.js';
import { chatChannels, chatMembers, chatMessages, type MessageRow } from './chat.table.js';
import { actorOf, getMemberChannel, membershipOf } from './members.js';
import { nextTimetoken, ttFromWire } from './timetokens.js';
import { bumpUnread, dropUnread, type Recipient } from './unread.js';

export interface ChatDeps {
  fileLinks: FileLinks;
}

export const messageTooLong = () => new HttpError(413, 'MESSAGE_TOO_LONG', MESSAGE_TOO_LONG);

/** The highest last-read timetoken of the channel's members other than the sender (is_read). */
async function othersReadUpTo(tx: Db, channelId: string, senderProfileId: number): Promise<bigint | null> {
  const [row] = await tx
    .select({ tt: sql<string | null>`max(${chatMembers.timeToken})::text` })
    .from(chatMembers)
    .where(and(eq(chatMembers.channelId, channelId), ne(chatMembers.profileId, senderProfileId)));
  return row?.tt ? BigInt(row.tt) : null;
}

const present = (ctx: RequestContext, deps: ChatDeps, row: MessageRow, readUpTo: bigint | null = null) =>
  presentMessage(row, { tenantId: ctx.tenantId, fileLinks: deps.fileLinks, othersReadUpTo: readUpTo });

export interface Published {
  message: ChatMessage;
  /** The other members to tell, with their unread totals; null when a resend found the stored message. */
  recipients: Recipient[] | null;
}

async function findByClientId(tx: Db, channelId: string, clientId: string) {
  const [row] = await tx
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.channelId, channelId), eq(chatMessages.clientId, clientId)));
  return row;
}

type MessageValues = Omit<typeof chatMessages.$inferInsert, 'tenantId' | 'channelId' | 'timetoken'>;

/** Takes the next timetoken and inserts; a concurrent resend of the same clientId answers the stored one. */
async function insertMessage(tx: Db, ctx: RequestContext, channelId: string, values: MessageValues) {
  const timetoken = await nextTimetoken(tx, ctx.tenantId, channelId);
  if (timetoken === null) throw notFound('Chat');
  const [row] = await tx
    .insert(chatMessages)
    .values({ ...values, tenantId: ctx.tenantId, channelId, timetoken })
    .onConflictDoNothing()
    .returning();
  if (!row) return { row: (await findByClientId(tx, channelId, values.clientId))!, recipients: null };
  const recipients = await bumpUnread(tx, ctx.tenantId, channelId, row.senderProfileId, timetoken);
  await recordAudit(tx, ctx, {
    operation: 'CREATE',
    entityType: 'chat_message',
    entityId: `${channelId}:${timetoken}`,
    after: row,
  });
  return { row, recipients };
}

const isEmpty = (body: PublishMessageBody) =>
  body.text.trim() === '' && body.mediaLibraryFiles.length === 0 && !body.giphyFile && !body.storageFileId;

/** POST /chats/{id}/messages: the sender is the token's; idempotent per clientId. */
export async function publishMessage(
  tx: Db,
  ctx: RequestContext,
  deps: ChatDeps,
  channelId: string,
  body: PublishMessageBody,
): Promise<Published> {
  const actor = actorOf(ctx);
  // The membership (404 otherwise) and a message already stored under this clientId, in ONE query.
  const [found] = await tx
    .select({ channel: chatChannels, stored: chatMessages })
    .from(chatChannels)
    .innerJoin(chatMembers, membershipOf(actor.profileId))
    .leftJoin(chatMessages, and(eq(chatMessages.channelId, chatChannels.id), eq(chatMessages.clientId, body.clientId)))
    .where(and(eq(chatChannels.id, channelId), eq(chatChannels.tenantId, ctx.tenantId)));
  if (!found) throw notFound('Chat');
  const { channel, stored } = found;
  if (stored) return { message: present(ctx, deps, stored), recipients: null };
  assertMayPost(actor, channel);
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
    const found = await visibleResourcesByIds(tx, ctx, await libraryViewer(tx, ctx), ids);
    for (const ref of body.mediaLibraryFiles) {
      const resource = found.find((r) => r.id === ref.resourceId);
      if (!resource) throw notFound('File');
      media.push({
        resourceId: resource.id,
        title: resource.title,
        fileTypeId: resource.fileTypeId,
        thumbnailUrl: ref.thumbnailUrl ?? null,
      });
    }
  }
  let file: MessageRow['file'] = null;
  if (body.storageFileId) {
    const claimed = await claimStorageFile(tx, ctx, body.storageFileId);
    file = { key: claimed.key, name: claimed.name, contentType: claimed.contentType, size: claimed.size };
  }
  const { row, recipients } = await insertMessage(tx, ctx, channelId, {
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
  });
  return { message: present(ctx, deps, row), recipients };
}

/** POST /chats/{id}/notify: a plain message from the actor into a channel they are in. */
export async function notifyChannel(
  tx: Db,
  ctx: RequestContext,
  deps: ChatDeps,
  channelId: string,
  text: string,
): Promise<Published> {
  const actor = actorOf(ctx);
  const { channel } = await getMemberChannel(tx, ctx, channelId);
  assertMayPost(actor, channel);
  if (chatPayloadSize(channelId, { text }) >= CHAT_MAX_PAYLOAD) throw messageTooLong();
  const { row, recipients } = await insertMessage(tx, ctx, channelId, {
    clientId: randomUUID(),
    senderProfileId: actor.profileId,
    senderUuid: actor.uuid,
    text,
  });
  return { message: present(ctx, deps, row), recipients };
}

/**
 * GET /chats/{id}/messages: with after=, the messages newer than it, oldest first (catching up after a
 * reconnect: repeat with the last one's timetoken while a page is full); otherwise the `limit` newest
 * before `before` (or the newest), also oldest first. A page shorter than limit: fully loaded.
 */
export async function history(
  tx: Db,
  ctx: RequestContext,
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

/** A message of a channel the actor is in, locked for the change; 404 otherwise. */
async function lockedMessage(tx: Db, ctx: RequestContext, channelId: string, timetoken: Timetoken) {
  await getMemberChannel(tx, ctx, channelId);
  const [row] = await tx
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.channelId, channelId), eq(chatMessages.timetoken, ttFromWire(timetoken))))
    .for('update');
  if (!row) throw notFound('Message');
  return row;
}

async function saveChange(
  tx: Db,
  ctx: RequestContext,
  deps: ChatDeps,
  before: MessageRow,
  values: Partial<typeof chatMessages.$inferInsert>,
): Promise<ChatMessage> {
  const [row] = await tx
    .update(chatMessages)
    .set(values)
    .where(and(eq(chatMessages.channelId, before.channelId), eq(chatMessages.timetoken, before.timetoken)))
    .returning();
  await recordAudit(tx, ctx, {
    operation: 'UPDATE',
    entityType: 'chat_message',
    entityId: `${before.channelId}:${before.timetoken}`,
    before,
    after: row,
  });
  return present(ctx, deps, row!, await othersReadUpTo(tx, row!.channelId, row!.senderProfileId));
}

const assertNotDeleted = (row: MessageRow) => {
  if (row.deletedAt) throw badRequest('This message was removed.');
};

/** PUT /chats/{id}/messages/{timetoken}: the sender edits the text. */
export async function editMessage(
  tx: Db,
  ctx: RequestContext,
  deps: ChatDeps,
  channelId: string,
  timetoken: Timetoken,
  text: string,
) {
  const row = await lockedMessage(tx, ctx, channelId, timetoken);
  if (row.senderProfileId !== actorOf(ctx).profileId) throw forbidden('Only the sender can edit a message.');
  assertNotDeleted(row);
  if (chatPayloadSize(channelId, { text, mediaLibraryFiles: row.mediaLibraryFiles }) >= CHAT_MAX_PAYLOAD) {
    throw messageTooLong();
  }
  return saveChange(tx, ctx, deps, row, { text, updatedAt: new Date() });
}

/** DELETE /chats/{id}/messages/{timetoken}: the sender or a staff admin; the text becomes "Message removed". */
export async function deleteMessage(
  tx: Db,
  ctx: RequestContext,
  deps: ChatDeps,
  channelId: string,
  timetoken: Timetoken,
) {
  const row = await lockedMessage(tx, ctx, channelId, timetoken);
  if (!mayDeleteMessage(actorOf(ctx), row.senderProfileId)) throw forbidden('Only the sender can remove a message.');
  if (row.deletedAt) return present(ctx, deps, row);
  await dropUnread(tx, ctx.tenantId, channelId, row.senderProfileId, row.timetoken);
  return saveChange(tx, ctx, deps, row, {
    text: MESSAGE_REMOVED_TEXT,
    deletedAt: new Date(),
    mediaLibraryFiles: [],
    giphyFile: null,
    file: null,
  });
}

/** POST/DELETE …/reactions: adds or removes the actor's reaction of that type. */
export async function react(
  tx: Db,
  ctx: RequestContext,
  deps: ChatDeps,
  channelId: string,
  timetoken: Timetoken,
  type: string,
  add: boolean,
) {
  const uuid = actorOf(ctx).uuid;
  const row = await lockedMessage(tx, ctx, channelId, timetoken);
  assertNotDeleted(row);
  const users = (row.reactions[type] ?? []).filter((u) => u !== uuid);
  if (add) users.push(uuid);
  const reactions = { ...row.reactions, [type]: users };
  if (users.length === 0) delete reactions[type];
  return saveChange(tx, ctx, deps, row, { reactions });
}

/** POST …/ack: a member other than the sender acknowledges a message that asked for it. */
export async function acknowledge(
  tx: Db,
  ctx: RequestContext,
  deps: ChatDeps,
  channelId: string,
  timetoken: Timetoken,
) {
  const actor = actorOf(ctx);
  const row = await lockedMessage(tx, ctx, channelId, timetoken);
  if (!row.needAck) throw badRequest('This message does not ask for an acknowledgement.');
  if (row.senderProfileId === actor.profileId) throw badRequest('You cannot acknowledge your own message.');
  if (row.ackUuids.includes(actor.uuid)) return present(ctx, deps, row);
  return saveChange(tx, ctx, deps, row, { ackUuids: [...row.ackUuids, actor.uuid] });
}
