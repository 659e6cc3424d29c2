import { z } from 'zod';
import { FileType, fileTypeIdSchema } from '../library/library.js';
import { giphyLinkSchema, WEB_LINK_MAX_LENGTH } from '../links.js';

/** Spec 002 section 9. */
export const CHAT_MAX_PAYLOAD = 32768;
export const CHAT_HISTORY_PAGE = 25;
export const CHAT_UNREAD_BATCH = 50;
export const CHAT_CONTACTS_LIMIT = 49;
export const CHAT_PRESENCE_AUTOLOAD = 10;
export const CHAT_READ_DEBOUNCE_MS = 2000;
export const PROFILE_PREVIEW_BATCH = 25;
export const PROFILE_PREVIEW_DEBOUNCE_MS = 2000;
export const CHAT_FILTERS = ['ALL', 'FREE_CHATS', 'NORMAL_CHATS', 'SPRINT_CHATS'] as const;
export type ChatFilter = (typeof CHAT_FILTERS)[number];
/** Sprint channels carry this in their id (the sprints issue posts into them). */
export const SPRINT_CHANNEL_MARK = '_sprint_';
export const MESSAGE_REMOVED_TEXT = 'Message removed';
export const MESSAGE_TOO_LONG = 'Message is too long';
/** The reactions the portal offers. */
export const CHAT_REACTIONS = ['👍', '❤️', '😂', '😮', '🙏'] as const;

/**
 * Timetokens are 10000ths of a millisecond since the epoch, unique and increasing per channel. They
 * pass 2^53, so the wire carries them as decimal strings.
 */
export const timetokenSchema = z.string().regex(/^\d{1,20}$/, 'A timetoken');
export type Timetoken = z.infer<typeof timetokenSchema>;

/** The size the spec checks: URL-encoded channel plus body plus 100 must stay below CHAT_MAX_PAYLOAD. */
export const chatPayloadSize = (channelId: string, body: unknown) =>
  encodeURIComponent(channelId).length + encodeURIComponent(JSON.stringify(body)).length + 100;

export const channelIdSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_.:-]+$/, 'A channel id');
export const channelParamsSchema = z.strictObject({ id: channelIdSchema });

export const chatMemberSchema = z.object({
  profileId: z.number().int(),
  uuid: z.string(),
  fullName: z.string(),
  /** The member's last-read timetoken. */
  timeToken: timetokenSchema.nullable(),
  isChatPinned: z.boolean(),
  isHidden: z.boolean(),
});
export type ChatMember = z.infer<typeof chatMemberSchema>;

/** How long a last message's text is in the list (the rest is read in the thread). */
export const CHAT_LAST_MESSAGE_TEXT = 200;
/** What a message carries besides its text, as the list names it: a photo, a video, a file or media by name, a GIF. */
export const chatAttachmentSummarySchema = z.object({
  kind: z.enum(['photo', 'video', 'file', 'gif']),
  name: z.string(),
});
/**
 * The channel's newest message as the list shows it (docs/decisions.md, "Coaching loop: chat like a
 * messenger"): its time, sender, first CHAT_LAST_MESSAGE_TEXT characters and attachment; a removed one
 * says so and nothing of what it was.
 */
export const chatLastMessageSchema = z.object({
  timetoken: timetokenSchema,
  senderProfileId: z.number().int(),
  createdAt: z.string(),
  deleted: z.boolean(),
  text: z.string(),
  attachment: chatAttachmentSummarySchema.nullable(),
});
export type ChatLastMessage = z.infer<typeof chatLastMessageSchema>;
export type ChatAttachmentSummary = z.infer<typeof chatAttachmentSummarySchema>;

export const chatChannelSchema = z.object({
  id: channelIdSchema,
  name: z.string(),
  chatMembers: z.array(chatMemberSchema),
  isDirectMessage: z.boolean(),
  isReadOnly: z.boolean(),
  isFreeUserChat: z.boolean(),
  creationDate: z.string(),
  createdBy: z.number().int().nullable(),
  /** The newest message's timetoken (null when empty): the list's order. */
  lastMessageTimetoken: timetokenSchema.nullable(),
  /** The newest message as the list shows it (null when empty). */
  lastMessage: chatLastMessageSchema.nullable(),
  version: z.number().int(),
});
export type ChatChannel = z.infer<typeof chatChannelSchema>;

export const profilePreviewSchema = z.object({
  profileId: z.number().int(),
  uuid: z.string(),
  userId: z.number().int(),
  fullName: z.string(),
  thumbnailUrl: z.string().nullable(),
  /** Beyond the spec's preview: role and e-mail tell two people of the same name apart (docs/decisions.md, "Chat"). */
  roleId: z.number().int(),
  email: z.string(),
});
export type ProfilePreview = z.infer<typeof profilePreviewSchema>;

export const contactSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  profileId: z.number().int(),
  uuid: z.string(),
  /** Beyond the spec's contact: shown beside the name in the picker (docs/decisions.md, "Chat"). */
  roleId: z.number().int(),
  email: z.string(),
});
export const contactsSchema = z.object({
  contacts: z.array(contactSchema),
  profilePreviews: z.array(profilePreviewSchema),
});
export const chatsSchema = z.object({
  chats: z.array(chatChannelSchema),
  /** The user's personal channel. */
  prvChatId: channelIdSchema.nullable(),
  profilePreviews: z.array(profilePreviewSchema),
});

const channelName = z.string().trim().max(100);
/** A member as a profile id, or as GET /chats lists it (its profileId is taken): a PUT takes the channel it read. */
const memberIdSchema = z.union([
  z.number().int().positive(),
  z.object({ profileId: z.number().int().positive() }).transform((m) => m.profileId),
]);
export const createChatBodySchema = z.strictObject({
  /** The spec's field: the creator, who is the actor (checked against them; docs/decisions.md, "Chat"). */
  createdBy: z.number().int().positive().optional(),
  name: channelName.default(''),
  /** Profile ids besides the creator (a direct message: exactly one). */
  chatMembers: z.array(z.number().int().positive()).min(1, 'Choose at least one contact').max(CHAT_CONTACTS_LIMIT),
  isDirectMessage: z.boolean().default(false),
  isReadOnly: z.boolean().default(false),
  isFreeUserChat: z.boolean().default(false),
});
export const updateChatBodySchema = z.strictObject({
  name: channelName.optional(),
  /** The members after the change (the creator always stays): profile ids or the members as read. */
  chatMembers: z
    .array(memberIdSchema)
    .max(CHAT_CONTACTS_LIMIT + 1)
    .optional(),
  isReadOnly: z.boolean().optional(),
});
const bulkParticipantsSchema = z.array(z.number().int().positive()).min(1, 'Choose at least one participant').max(500);
/** The spec's "list of participantId": `{ participants: [...] }`, or the list itself. */
export const bulkChatsBodySchema = z
  .union([z.strictObject({ participants: bulkParticipantsSchema }), bulkParticipantsSchema])
  .transform((b) => ({ participants: Array.isArray(b) ? b : b.participants }));
export const chatMemberBodySchema = z.strictObject({
  timeToken: timetokenSchema.optional(),
  pinned: z.boolean().optional(),
  isHidden: z.boolean().optional(),
});
export const bulkChatMembersBodySchema = z.strictObject({
  timeToken: timetokenSchema,
  chatIds: z.array(channelIdSchema).min(1).max(CHAT_UNREAD_BATCH),
});
export const notifyBodySchema = z.strictObject({ message: z.string().trim().min(1).max(2000) });
export const bulkNotifyBodySchema = notifyBodySchema.extend({
  chatIds: z.array(channelIdSchema).min(1).max(500),
});

export const libraryMediaRefSchema = z.object({
  resourceId: z.number().int(),
  title: z.string(),
  fileTypeId: fileTypeIdSchema,
  /** The library file's own thumbnail, a signed link the server makes on each read (null: none). */
  thumbnailUrl: z.string().nullable().optional(),
});
/**
 * A library file a message carries, as sent: its id. thumbnailUrl is accepted for the clients that send what
 * the library answered, and ignored: a message shows the file's own thumbnail, never a link a client gave
 * (docs/decisions.md, "Links from clients").
 */
export const libraryMediaInputSchema = z.object({
  resourceId: z.number().int(),
  thumbnailUrl: z.string().max(WEB_LINK_MAX_LENGTH).nullable().optional(),
});
export const chatFileSchema = z.object({
  storageFileId: z.number().int().optional(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** Signed link, filled by the server on read. */
  url: z.string().optional(),
});
/** A GIF of GIPHY's: its url only ever a GIPHY link (https on giphy.com or a subdomain). */
export const giphyFileSchema = z.object({
  url: giphyLinkSchema,
  title: z.string().max(200).optional(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
});

/** GET /api/chats/giphy: whether GIF search is configured (a GIPHY key). */
export const giphyStatusSchema = z.object({ enabled: z.boolean() });
export const GIPHY_SEARCH_LIMIT = 24;
export const giphySearchQuerySchema = z.strictObject({
  q: z.string().trim().min(1).max(50),
  limit: z.coerce.number().int().min(1).max(50).default(GIPHY_SEARCH_LIMIT),
});
/** GET /api/chats/giphy/search: GIPHY's fixed_height renditions, ready to publish as giphyFile. */
export const giphySearchSchema = z.object({ items: z.array(giphyFileSchema.required()) });
export type GiphySearch = z.infer<typeof giphySearchSchema>;

export const reactionSchema = z.object({ type: z.string(), users: z.array(z.string()) });

export const chatMessageSchema = z.object({
  id: z.string(),
  channelId: channelIdSchema,
  timetoken: timetokenSchema,
  text: z.string(),
  /** The sender's user uuid. */
  user: z.string(),
  senderProfileId: z.number().int(),
  is_read: z.boolean(),
  updated: z.boolean(),
  updated_at: z.string().nullable(),
  deleted: z.boolean(),
  deleted_at: z.string().nullable(),
  reactions: z.array(reactionSchema),
  needAck: z.boolean(),
  /** Uuids of the members who acknowledged. */
  ack: z.array(z.string()),
  lng: z.string().nullable(),
  mediaLibraryFiles: z.array(libraryMediaRefSchema),
  giphyFile: giphyFileSchema.nullable(),
  replyMessageTimetoken: timetokenSchema.nullable(),
  file: chatFileSchema.nullable(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

type AttachmentOf = Pick<ChatMessage, 'giphyFile'> & {
  file: { name: string; contentType: string } | null;
  mediaLibraryFiles: ReadonlyArray<{ title: string; fileTypeId: number }>;
};

/** What a message carries, as the chat list names it (the server's list and the portal's live update alike). */
export function attachmentSummary(m: AttachmentOf): ChatAttachmentSummary | null {
  const kindOf = (type: string): ChatAttachmentSummary['kind'] =>
    type.startsWith('image/') ? 'photo' : type.startsWith('video/') ? 'video' : 'file';
  if (m.file) return { kind: kindOf(m.file.contentType), name: m.file.name };
  const media = m.mediaLibraryFiles[0];
  if (media)
    return {
      kind: media.fileTypeId === FileType.Image ? 'photo' : media.fileTypeId === FileType.Video ? 'video' : 'file',
      name: media.title,
    };
  if (m.giphyFile) return { kind: 'gif', name: m.giphyFile.title ?? '' };
  return null;
}

/** A message as the list's last message (what a new one or a change of it makes the list show). */
export const lastMessageOf = (m: ChatMessage): ChatLastMessage => ({
  timetoken: m.timetoken,
  senderProfileId: m.senderProfileId,
  createdAt: m.createdAt,
  deleted: m.deleted,
  text: m.deleted ? '' : m.text.slice(0, CHAT_LAST_MESSAGE_TEXT),
  attachment: m.deleted ? null : attachmentSummary(m),
});

export const publishMessageBodySchema = z.strictObject({
  /** The client's id for this message: a resend with the same id never makes a second message. */
  clientId: z.string().uuid(),
  text: z.string().max(CHAT_MAX_PAYLOAD).default(''),
  replyMessageTimetoken: timetokenSchema.optional(),
  needAck: z.boolean().default(false),
  lng: z.string().max(10).optional(),
  mediaLibraryFiles: z.array(libraryMediaInputSchema).max(20).default([]),
  giphyFile: giphyFileSchema.optional(),
  /** An upload of POST /ml/files/upload, attached as a file. */
  storageFileId: z.number().int().positive().optional(),
});
export type PublishMessageBody = z.infer<typeof publishMessageBodySchema>;
/** ChatEvent.Publish's payload: the channel and the body POST /chats/{id}/messages takes. */
export const publishCallSchema = z.strictObject({ channelId: channelIdSchema, message: publishMessageBodySchema });

export const historyQuerySchema = z.strictObject({
  /** Older than this timetoken (paging backwards). */
  before: timetokenSchema.optional(),
  /** Newer than this one (catching up after a reconnect), oldest first. */
  after: timetokenSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(CHAT_HISTORY_PAGE),
});
export const historySchema = z.object({ messages: z.array(chatMessageSchema) });

export const messageParamsSchema = z.strictObject({ id: channelIdSchema, timetoken: timetokenSchema });
export const editMessageBodySchema = z.strictObject({ text: z.string().trim().min(1).max(CHAT_MAX_PAYLOAD) });
export const reactionBodySchema = z.strictObject({ type: z.string().min(1).max(32) });

/** GET /chats/unread?channels=a,b (at most 50): unread counts from each member's last-read timetoken. */
export const unreadQuerySchema = z.strictObject({
  channels: z
    .string()
    .max(CHAT_UNREAD_BATCH * 201)
    .transform((s) => s.split(',').filter(Boolean))
    .pipe(z.array(channelIdSchema).min(1).max(CHAT_UNREAD_BATCH)),
});
export const unreadSchema = z.object({ channels: z.record(z.string(), z.number().int()), total: z.number().int() });

/** Realtime events of the chat (server to client), on rooms per channel and per user. */
export const ChatEvent = {
  Message: 'chat:message',
  /** updated, deleted, receipt, reaction, ack: the whole message as it now is. */
  Action: 'chat:action',
  Typing: 'chat:typing',
  Presence: 'chat:presence',
  Channel: 'chat:channel',
  Unread: 'chat:unread',
  /** To one socket: its channel rooms are joined (events from here on reach it; catch up with after=). */
  Ready: 'chat:ready',
  /**
   * Client to server with an acknowledgement: POST /chats/{id}/messages over the open socket
   * ({ channelId, message }), answered with a SocketAnswer of the message.
   */
  Publish: 'chat:publish',
} as const;
export const chatActionSchema = z.object({
  kind: z.enum(['updated', 'deleted', 'receipt', 'reaction', 'ack']),
  message: chatMessageSchema.optional(),
  /** receipt: who read up to which timetoken. */
  reader: z.object({ uuid: z.string(), timeToken: timetokenSchema }).optional(),
  channelId: channelIdSchema,
});
export type ChatAction = z.infer<typeof chatActionSchema>;

/** A query list: repeated (`a=1&a=2`), comma-separated (`a=1,2`, as the portal's client sends lists) or both. */
const queryList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(',')).filter(Boolean));

/** GET /profiles/preview?profileIds=1&profileIds=2 and /profiles/preview/uuid?profileUuids=…: at most 25 each. */
export const profilePreviewQuerySchema = z.strictObject({
  profileIds: queryList.pipe(
    z
      .array(
        z
          .string()
          .regex(/^[1-9]\d{0,9}$/, 'A profile id')
          .transform(Number),
      )
      .min(1)
      .max(PROFILE_PREVIEW_BATCH),
  ),
});
export const profilePreviewUuidQuerySchema = z.strictObject({
  profileUuids: queryList.pipe(z.array(z.string().uuid()).min(1).max(PROFILE_PREVIEW_BATCH)),
});
export const profilePreviewsSchema = z.object({ items: z.array(profilePreviewSchema) });

/** GET /chats?hidden=true also lists the channels the actor archived (hid). */
export const chatsQuerySchema = z.strictObject({
  hidden: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export const bulkChatsSchema = z.object({ chats: z.array(chatChannelSchema) });
export const notifyBulkSchema = z.object({ messages: z.array(chatMessageSchema) });
/** GET /chats/{id}/presence: the uuids of the members online (at most CHAT_PRESENCE_AUTOLOAD). */
export const presenceSchema = z.object({ online: z.array(z.string()) });
/** Client to server: 'chat:typing' { channelId }; server to the channel's other sockets: { channelId, uuid }. */
export const typingSchema = z.object({ channelId: channelIdSchema });
export const presenceEventSchema = z.object({ uuid: z.string(), online: z.boolean() });
