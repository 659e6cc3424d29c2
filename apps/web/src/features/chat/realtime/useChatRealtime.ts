import { CHAT_HISTORY_PAGE, lastMessageOf } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../app/realtime';
import { chatsKey, compareTimetokens, fetchMessages, type ChatChannel } from '../chatApi';
import { chatStore } from '../chatStore';
import { presenceKeyPrefix, usePresenceEvents } from './presence';
import { refreshUnread } from '../channels/useChats';

type Chats = { chats: ChatChannel[] };

/** Fetches what a loaded thread missed, oldest first, page after page until a short one. */
async function catchUp(channelId: string): Promise<void> {
  for (;;) {
    const after = chatStore.thread(channelId).messages.at(-1)?.timetoken;
    if (!after) return;
    const missed = await fetchMessages(channelId, { after });
    chatStore.merge(channelId, missed);
    if (missed.length < CHAT_HISTORY_PAGE) return;
  }
}

/**
 * Keeps the chat session current from the realtime gateway: new messages merge into their threads,
 * channels not open raise their counts, actions replace their message, receipts move a member's
 * last-read timetoken, presence changes reach the presence store; after each (re)connect every loaded
 * channel fetches what it missed.
 */
export function useChatRealtime(openChannelId: string | null, myUuid: string) {
  const queryClient = useQueryClient();
  usePresenceEvents();
  const patchChannel = (channelId: string, patch: (c: ChatChannel) => ChatChannel) => {
    let known = false;
    queryClient.setQueryData<Chats>(chatsKey, (data) => {
      if (!data) return data;
      return {
        ...data,
        chats: data.chats.map((c) => {
          if (c.id !== channelId) return c;
          known = true;
          return patch(c);
        }),
      };
    });
    return known;
  };

  useRealtimeEvent('chat:message', (message) => {
    chatStore.merge(message.channelId, [message]);
    const known = patchChannel(message.channelId, (c) =>
      !c.lastMessageTimetoken || compareTimetokens(message.timetoken, c.lastMessageTimetoken) > 0
        ? { ...c, lastMessageTimetoken: message.timetoken, lastMessage: lastMessageOf(message) }
        : c,
    );
    if (!known) void queryClient.invalidateQueries({ queryKey: chatsKey });
    if (message.channelId !== openChannelId && message.user !== myUuid) chatStore.addUnread(message.channelId);
  });

  useRealtimeEvent('chat:action', (action) => {
    const changed = action.message;
    if (changed) {
      chatStore.update(changed);
      // An edit or removal of the list's last message shows there too.
      patchChannel(action.channelId, (c) =>
        c.lastMessage?.timetoken === changed.timetoken ? { ...c, lastMessage: lastMessageOf(changed) } : c,
      );
    }
    const reader = action.reader;
    if (action.kind === 'receipt' && reader) {
      patchChannel(action.channelId, (c) => ({
        ...c,
        chatMembers: c.chatMembers.map((m) => (m.uuid === reader.uuid ? { ...m, timeToken: reader.timeToken } : m)),
      }));
    }
  });

  useRealtimeEvent('chat:channel', () => void queryClient.invalidateQueries({ queryKey: chatsKey }));

  // Sent on every (re)connect once the socket's rooms are joined: nothing sent after it is missed.
  useRealtimeEvent('chat:ready', () => {
    for (const channelId of chatStore.loadedChannels()) void catchUp(channelId).catch(() => undefined);
    refreshUnread((queryClient.getQueryData<Chats>(chatsKey)?.chats ?? []).map((c) => c.id));
    void queryClient.invalidateQueries({ queryKey: chatsKey });
    // Presence changes sent while disconnected are lost: ask again.
    void queryClient.invalidateQueries({ queryKey: presenceKeyPrefix });
  });
}
