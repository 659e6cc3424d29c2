import { and, eq } from 'drizzle-orm';
import {
  CHAT_MAX_PAYLOAD,
  MESSAGE_REMOVED_TEXT,
  chatPayloadSize,
  type ChatMessage,
  type Timetoken,
} from '@stride/contracts';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/client.js';
import { authorize } from '../../platform/http/authorize.js';
import type { RequestContext, TokenContext } from '../../platform/http/context.js';
import { badRequest, notFound } from '../../platform/http/errors.js';
import { present } from './chat.presenter.js';
import { chatMessages, type MessageRow } from './chat.table.js';
import { actorOf, getMemberChannel } from './members.js';
import { ttFromWire } from './timetokens.js';
import { dropUnread } from './unread.js';
import type { ChatDeps } from './messages.service.js';
import { othersReadUpTo, messageTooLong } from './messages.service.js';

/** A message of a channel the actor is in, locked for the change; 404 otherwise. */
async function lockedMessage(tx: Db, ctx: TokenContext, channelId: string, timetoken: Timetoken) {
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
  ctx: TokenContext,
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
  authorize(actorOf(ctx), 'chatMessage.edit', row, 'Only the sender can edit a message.');
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
  authorize(actorOf(ctx), 'chatMessage.delete', row, 'Only the sender can remove a message.');
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
  ctx: TokenContext,
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
export async function acknowledge(tx: Db, ctx: TokenContext, deps: ChatDeps, channelId: string, timetoken: Timetoken) {
  const actor = actorOf(ctx);
  const row = await lockedMessage(tx, ctx, channelId, timetoken);
  if (!row.needAck) throw badRequest('This message does not ask for an acknowledgement.');
  if (row.senderProfileId === actor.profileId) throw badRequest('You cannot acknowledge your own message.');
  if (row.ackUuids.includes(actor.uuid)) return present(ctx, deps, row);
  return saveChange(tx, ctx, deps, row, { ackUuids: [...row.ackUuids, actor.uuid] });
}
