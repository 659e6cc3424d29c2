import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenantId, tenantPolicy, versionedColumns } from '../../platform/db/tenant-table.js';

/**
 * Chat channels. Ids are text (a sprint channel's holds _sprint_); last_timetoken is where the next
 * message's timetoken starts: taking it with UPDATE … RETURNING orders a channel's messages.
 * message_count counts every message stored in the channel, taken in the same UPDATE (see
 * chat_members.read_count).
 */
export const chatChannels = pgTable(
  'chat_channels',
  {
    id: text('id').primaryKey(),
    tenantId: tenantId(),
    name: text('name').notNull().default(''),
    isDirectMessage: boolean('is_direct_message').notNull().default(false),
    isReadOnly: boolean('is_read_only').notNull().default(false),
    isFreeUserChat: boolean('is_free_user_chat').notNull().default(false),
    createdBy: integer('created_by'),
    /** A direct message's two profile ids, lower first: one channel per pair. */
    directKey: text('direct_key'),
    lastTimetoken: bigint('last_timetoken', { mode: 'bigint' }),
    messageCount: integer('message_count').notNull().default(0),
    ...versionedColumns(),
  },
  (t) => [
    tenantPolicy('chat_channels'),
    uniqueIndex('chat_channels_direct_idx')
      .on(t.tenantId, t.directKey)
      .where(sql`direct_key is not null`),
  ],
);
export type ChannelRow = typeof chatChannels.$inferSelect;

export const chatMembers = pgTable(
  'chat_members',
  {
    tenantId: tenantId(),
    channelId: text('channel_id').notNull(),
    profileId: integer('profile_id').notNull(),
    userUuid: text('user_uuid').notNull(),
    /** Last-read timetoken. */
    timeToken: bigint('time_token', { mode: 'bigint' }),
    /**
     * The channel's messages that are not unread for this member: up to time_token, their own, removed.
     * Unread is the channel's message_count less this, so a message of others changes no member row.
     */
    readCount: integer('read_count').notNull().default(0),
    isPinned: boolean('is_pinned').notNull().default(false),
    isHidden: boolean('is_hidden').notNull().default(false),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPolicy('chat_members'),
    primaryKey({ columns: [t.channelId, t.profileId] }),
    index('chat_members_profile_idx').on(t.tenantId, t.profileId),
  ],
);
export type MemberRow = typeof chatMembers.$inferSelect;

export const chatMessages = pgTable(
  'chat_messages',
  {
    tenantId: tenantId(),
    channelId: text('channel_id').notNull(),
    timetoken: bigint('timetoken', { mode: 'bigint' }).notNull(),
    /** The client's id: a resend with the same one finds this row instead of adding one. */
    clientId: text('client_id').notNull(),
    senderProfileId: integer('sender_profile_id').notNull(),
    senderUuid: text('sender_uuid').notNull(),
    text: text('text').notNull().default(''),
    replyMessageTimetoken: bigint('reply_message_timetoken', { mode: 'bigint' }),
    needAck: boolean('need_ack').notNull().default(false),
    ackUuids: text('ack_uuids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** { type: [user uuids] } */
    reactions: jsonb('reactions').$type<Record<string, string[]>>().notNull().default({}),
    lng: text('lng'),
    mediaLibraryFiles: jsonb('media_library_files')
      // The file's thumbnail as the library stored it when the message was sent, signed on each read.
      .$type<Array<{ resourceId: number; title: string; fileTypeId: number; thumbnailKey?: string | null }>>()
      .notNull()
      .default([]),
    giphyFile: jsonb('giphy_file').$type<{ url: string; title?: string; width?: number; height?: number }>(),
    file: jsonb('file').$type<{ key: string; name: string; contentType: string; size: number }>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPolicy('chat_messages'),
    primaryKey({ columns: [t.channelId, t.timetoken] }),
    uniqueIndex('chat_messages_client_idx').on(t.channelId, t.clientId),
    // A sender's attachments, summed for their storage quota on every upload.
    index('chat_messages_sender_file_idx')
      .on(t.tenantId, t.senderProfileId)
      .where(sql`file is not null`),
  ],
);
export type MessageRow = typeof chatMessages.$inferSelect;
