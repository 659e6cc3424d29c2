import {
  CHAT_HISTORY_PAGE,
  CHAT_UNREAD_BATCH,
  ChatEvent,
  chatChannelSchema,
  chatMessageSchema,
  chatsSchema,
  contactsSchema,
  giphySearchSchema,
  giphyStatusSchema,
  historySchema,
  unreadSchema,
  type ChatChannel,
  type ChatMessage,
  type PublishMessageBody,
} from '@stride/contracts';
import { ApiError } from '../../app/api/ApiError';
import { api, apiRequest } from '../../app/api/client';
import { callRealtime } from '../../app/realtime';

export const chatsKey = ['chat', 'chats'] as const;
export const contactsKey = ['chat', 'contacts'] as const;
/** The direct channel with a profile (POST /chats answers the existing one). */
export const directChatKey = (profileId: number | undefined) => ['chat', 'direct', profileId] as const;

const messagesPath = (channelId: string) => `/chats/${encodeURIComponent(channelId)}/messages`;
const messagePath = (channelId: string, timetoken: string) => `${messagesPath(channelId)}/${timetoken}`;

/** Archived (hidden) channels too: the list shows them under its Show archived switch. */
export const fetchChats = () => api.get('/chats', { query: { hidden: true }, parse: (b) => chatsSchema.parse(b) });
export const fetchContacts = () => api.get('/contacts', { parse: (b) => contactsSchema.parse(b) });

/** A message the server answered with, when it answered with one. */
const maybeMessage = (body: unknown): ChatMessage | null => {
  const parsed = chatMessageSchema.safeParse(body);
  return parsed.success ? parsed.data : null;
};

/** Newest page (no cursor), older than `before`, or newer than `after` (catching up). */
export const fetchMessages = (channelId: string, cursor: { before?: string; after?: string } = {}) =>
  api.get(messagesPath(channelId), {
    query: { ...cursor, limit: CHAT_HISTORY_PAGE },
    parse: (b) => historySchema.parse(b).messages,
  });

/**
 * Publishes over the open socket (no request per message); without a connection or an answer in time, or
 * when the socket's sign-in has expired or the server failed, as a request (its clientId makes a resend
 * harmless). The socket's refusals are thrown as the request's would be.
 */
export async function publishMessage(channelId: string, body: PublishMessageBody): Promise<ChatMessage | null> {
  const answer = await callRealtime<ChatMessage>(ChatEvent.Publish, { channelId, message: body });
  if (answer?.ok) return answer.data;
  if (answer && answer.status !== 401 && answer.status < 500) throw new ApiError(answer.status, answer.error, null);
  return api.post(messagesPath(channelId), body, { parse: maybeMessage });
}
export const editMessage = (channelId: string, timetoken: string, text: string) =>
  api.put(messagePath(channelId, timetoken), { text }, { parse: maybeMessage });
export const deleteMessage = (channelId: string, timetoken: string) =>
  api.delete(messagePath(channelId, timetoken), { parse: maybeMessage });
export const acknowledgeMessage = (channelId: string, timetoken: string) =>
  api.post(`${messagePath(channelId, timetoken)}/ack`, undefined, { parse: maybeMessage });
export const toggleReaction = (channelId: string, timetoken: string, type: string, add: boolean) =>
  apiRequest(`${messagePath(channelId, timetoken)}/reactions`, {
    method: add ? 'POST' : 'DELETE',
    body: { type },
    parse: maybeMessage,
  }).then((r) => r.data);

export const updateMembership = (
  channelId: string,
  body: { timeToken?: string; pinned?: boolean; isHidden?: boolean },
) => api.put(`/chats/${encodeURIComponent(channelId)}/chatMembers`, body);

export const createChat = (body: { chatMembers: number[]; isDirectMessage: boolean; name?: string }) =>
  api.post('/chats', body, { parse: (b) => chatChannelSchema.parse(b) });
export const createBulkChats = (participants: number[]) => api.post('/chats/bulk', { participants });

/** GET /chats/unread in batches of 50 channels: the counts per channel. */
export async function fetchUnread(channelIds: readonly string[]): Promise<Record<string, number>> {
  const batches: string[][] = [];
  for (let i = 0; i < channelIds.length; i += CHAT_UNREAD_BATCH) {
    batches.push(channelIds.slice(i, i + CHAT_UNREAD_BATCH));
  }
  const answers = await Promise.all(
    batches.map((ids) =>
      api.get('/chats/unread', { query: { channels: ids.join(',') }, parse: (b) => unreadSchema.parse(b) }),
    ),
  );
  return Object.assign({}, ...answers.map((a) => a.channels)) as Record<string, number>;
}

/** Timetokens are decimal strings past 2^53: compared by length, then by digits. */
export function compareTimetokens(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

export type { ChatChannel, ChatMessage };

export const giphyKey = ['chat', 'giphy'] as const;
/** Whether GIF search is on (a GIPHY key in the server's configuration). */
export const fetchGiphyStatus = () => api.get('/chats/giphy', { parse: (b) => giphyStatusSchema.parse(b).enabled });
export const searchGiphy = (q: string) =>
  api.get('/chats/giphy/search', { query: { q }, parse: (b) => giphySearchSchema.parse(b).items });
