import { CHAT_HISTORY_PAGE, type ChatMessage } from '@stride/contracts';
import { useSyncExternalStore } from 'react';
import { registerBeforeLogout } from '../../app/auth/logout';
import { compareTimetokens } from './chatApi';

export interface ChannelThread {
  /** Oldest first, unique by timetoken. */
  messages: ChatMessage[];
  /** A history page came back with fewer than 25: nothing older is left. */
  fullyLoaded: boolean;
  loaded: boolean;
}

const EMPTY: ChannelThread = { messages: [], fullyLoaded: false, loaded: false };

/**
 * The chat session of this tab: the loaded threads and the unread counts per channel. Realtime events,
 * history pages and catch-ups merge into it by timetoken, so nothing shows twice.
 */
export class ChatStore {
  private threads = new Map<string, ChannelThread>();
  private unread: Record<string, number> = {};
  private listeners = new Set<() => void>();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  thread = (channelId: string): ChannelThread => this.threads.get(channelId) ?? EMPTY;
  unreadCounts = (): Record<string, number> => this.unread;
  loadedChannels = (): string[] => [...this.threads.entries()].filter(([, t]) => t.loaded).map(([id]) => id);

  /** Adds or replaces messages; `page` marks a history page (its size tells whether more are left). */
  merge(channelId: string, messages: readonly ChatMessage[], page?: { older: boolean }): void {
    const current = this.thread(channelId);
    const byToken = new Map(current.messages.map((m) => [m.timetoken, m]));
    for (const message of messages) byToken.set(message.timetoken, message);
    const sorted = [...byToken.values()].sort((a, b) => compareTimetokens(a.timetoken, b.timetoken));
    this.threads.set(channelId, {
      messages: sorted,
      loaded: current.loaded || page !== undefined,
      fullyLoaded: current.fullyLoaded || (page?.older === true && messages.length < CHAT_HISTORY_PAGE),
    });
    this.emit();
  }

  /** Replaces a message only when its thread holds it (an action on a message not loaded is ignored). */
  update(message: ChatMessage): void {
    const current = this.threads.get(message.channelId);
    if (!current?.messages.some((m) => m.timetoken === message.timetoken)) return;
    this.merge(message.channelId, [message]);
  }

  setUnread(counts: Record<string, number>): void {
    this.unread = { ...this.unread, ...counts };
    this.emit();
  }

  addUnread(channelId: string): void {
    this.setUnread({ [channelId]: (this.unread[channelId] ?? 0) + 1 });
  }

  clear(): void {
    this.threads.clear();
    this.unread = {};
    this.emit();
  }

  private emit() {
    this.listeners.forEach((listener) => listener());
  }
}

export const chatStore = new ChatStore();
// Logout stops the chat session: the socket goes (app/realtime), and so does what it brought.
registerBeforeLogout(() => chatStore.clear());

export function useThread(channelId: string): ChannelThread {
  return useSyncExternalStore(chatStore.subscribe, () => chatStore.thread(channelId));
}

export function useUnreadCounts(): Record<string, number> {
  return useSyncExternalStore(chatStore.subscribe, chatStore.unreadCounts);
}
