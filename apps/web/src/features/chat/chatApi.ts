import {
  CHAT_HISTORY_PAGE,
  CHAT_UNREAD_BATCH,
  ChatEvent,
  endpoints,
  type ChatChannel,
  type ChatMessage,
  type EndpointBodyInput,
  type PublishMessageBody,
} from '@stride/contracts';
import { ApiError, callEndpoint } from '../../app/api';
import { callRealtime } from '../../app/realtime';

const api = endpoints.chat;

export const chatsKey = ['chat', 'chats'] as const;
export const contactsKey = ['chat', 'contacts'] as const;
/** The direct channel with a profile (POST /chats answers the existing one). */
export const directChatKey = (profileId: number | undefined) => ['chat', 'direct', profileId] as const;

/** Archived (hidden) channels too: the list shows them under its Show archived switch. */
export const fetchChats = () => callEndpoint(api.list, { query: { hidden: 'true' } });
export const fetchContacts = () => callEndpoint(api.contacts, {});

/** Newest page (no cursor), older than `before`, or newer than `after` (catching up). */
export const fetchMessages = (channelId: string, cursor: { before?: string; after?: string } = {}) =>
  callEndpoint(api.history, { params: { id: channelId }, query: { ...cursor, limit: CHAT_HISTORY_PAGE } }).then(
    (page) => page.messages,
  );

/**
 * Publishes over the open socket (no request per message); without a connection or an answer in time, or
 * when the socket's sign-in has expired or the server failed, as a request (its clientId makes a resend
 * harmless). The socket's refusals are thrown as the request's would be.
 */
export async function publishMessage(channelId: string, body: PublishMessageBody): Promise<ChatMessage | null> {
  const answer = await callRealtime<ChatMessage>(ChatEvent.Publish, { channelId, message: body });
  if (answer?.ok) return answer.data;
  if (answer && answer.status !== 401 && answer.status < 500) throw new ApiError(answer.status, answer.error, null);
  return callEndpoint(api.publish, { params: { id: channelId }, body });
}

const messageParams = (channelId: string, timetoken: string) => ({ id: channelId, timetoken });
export const editMessage = (channelId: string, timetoken: string, text: string) =>
  callEndpoint(api.editMessage, { params: messageParams(channelId, timetoken), body: { text } });
export const deleteMessage = (channelId: string, timetoken: string) =>
  callEndpoint(api.deleteMessage, { params: messageParams(channelId, timetoken) });
export const acknowledgeMessage = (channelId: string, timetoken: string) =>
  callEndpoint(api.acknowledge, { params: messageParams(channelId, timetoken) });
export const toggleReaction = (channelId: string, timetoken: string, type: string, add: boolean) =>
  callEndpoint(add ? api.react : api.unreact, { params: messageParams(channelId, timetoken), body: { type } });

export const updateMembership = (channelId: string, body: EndpointBodyInput<typeof api.updateMembership>) =>
  callEndpoint(api.updateMembership, { params: { id: channelId }, body });

export const createChat = (body: EndpointBodyInput<typeof api.create>) => callEndpoint(api.create, { body });
export const createBulkChats = (participants: number[]) => callEndpoint(api.bulkCreate, { body: { participants } });

/** GET /chats/unread in batches of 50 channels: the counts per channel. */
export async function fetchUnread(channelIds: readonly string[]): Promise<Record<string, number>> {
  const batches: string[][] = [];
  for (let i = 0; i < channelIds.length; i += CHAT_UNREAD_BATCH) {
    batches.push(channelIds.slice(i, i + CHAT_UNREAD_BATCH));
  }
  const answers = await Promise.all(
    batches.map((ids) => callEndpoint(api.unread, { query: { channels: ids.join(',') } })),
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
export const fetchGiphyStatus = () => callEndpoint(api.giphyStatus, {}).then((status) => status.enabled);
export const searchGiphy = (q: string) => callEndpoint(api.giphySearch, { query: { q } }).then((found) => found.items);
