import { type ChatChannel, type ChatLastMessage, type ChatMessage } from '@stride/contracts';
import type { Db } from '../../platform/db/client.js';
import type { RequestContext, TokenContext } from '../../platform/http/context.js';
import type { FileLinks } from '../../platform/storage/file-links.js';
import { thumbnailLink } from '../library/index.js';
import type { MemberRow } from './chat.table.js';
import { type ChannelRow, type MessageRow } from './chat.table.js';
import { lastMessagesOf } from './last-messages.js';
import { membersOf } from './members.js';
import type { ChatDeps } from './messages.service.js';
import { ttToWire } from './timetokens.js';

export type MemberWithName = MemberRow & { fullName: string };

export function presentChannel(
  row: ChannelRow,
  members: MemberWithName[],
  lastMessage: ChatLastMessage | null = null,
): ChatChannel {
  return {
    id: row.id,
    name: row.name,
    chatMembers: members.map((m) => ({
      profileId: m.profileId,
      uuid: m.userUuid,
      fullName: m.fullName,
      timeToken: ttToWire(m.timeToken),
      isChatPinned: m.isPinned,
      isHidden: m.isHidden,
    })),
    isDirectMessage: row.isDirectMessage,
    isReadOnly: row.isReadOnly,
    isFreeUserChat: row.isFreeUserChat,
    creationDate: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    lastMessageTimetoken: ttToWire(row.lastTimetoken),
    lastMessage,
    version: row.version,
  };
}

/**
 * One message as HTTP and realtime send it. is_read: someone other than the sender has read up to it
 * (the highest last-read timetoken of the other members, when given).
 */
export function presentMessage(
  row: MessageRow,
  opts: { tenantId: string; fileLinks: FileLinks; othersReadUpTo?: bigint | null },
): ChatMessage {
  const file = row.file
    ? {
        name: row.file.name,
        contentType: row.file.contentType,
        size: row.file.size,
        url: opts.fileLinks.url({
          tenantId: opts.tenantId,
          key: row.file.key,
          contentType: row.file.contentType,
          fileName: row.file.name,
        }),
      }
    : null;
  const readUpTo = opts.othersReadUpTo ?? null;
  return {
    id: `${row.channelId}:${row.timetoken}`,
    channelId: row.channelId,
    timetoken: row.timetoken.toString(),
    text: row.text,
    user: row.senderUuid,
    senderProfileId: row.senderProfileId,
    is_read: readUpTo !== null && readUpTo >= row.timetoken,
    updated: row.updatedAt !== null,
    updated_at: row.updatedAt?.toISOString() ?? null,
    deleted: row.deletedAt !== null,
    deleted_at: row.deletedAt?.toISOString() ?? null,
    reactions: Object.entries(row.reactions)
      .filter(([, users]) => users.length > 0)
      .map(([type, users]) => ({ type, users })),
    needAck: row.needAck,
    ack: row.ackUuids,
    lng: row.lng,
    mediaLibraryFiles: row.mediaLibraryFiles.map((m) => ({
      resourceId: m.resourceId,
      title: m.title,
      fileTypeId: m.fileTypeId as ChatMessage['mediaLibraryFiles'][number]['fileTypeId'],
      thumbnailUrl: thumbnailLink(opts.fileLinks, opts.tenantId, m.thumbnailKey),
    })),
    giphyFile: row.giphyFile ?? null,
    replyMessageTimetoken: ttToWire(row.replyMessageTimetoken),
    file,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function presentChannels(tx: Db, ctx: RequestContext, rows: ChannelRow[]): Promise<ChatChannel[]> {
  const members = await membersOf(
    tx,
    ctx.tenantId,
    rows.map((r) => r.id),
  );
  const ids = rows.map((r) => r.id);
  const last = await lastMessagesOf(tx, ctx.tenantId, ids);
  return rows.map((r) => presentChannel(r, members.get(r.id) ?? [], last.get(r.id) ?? null));
}

/** A stored row as the API answers it. */
export const present = (ctx: TokenContext, deps: ChatDeps, row: MessageRow, readUpTo: bigint | null = null) =>
  presentMessage(row, { tenantId: ctx.tenantId, fileLinks: deps.fileLinks, othersReadUpTo: readUpTo });
