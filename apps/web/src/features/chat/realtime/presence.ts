import { endpoints, presenceEventSchema, type ChatChannel } from '@stride/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { callEndpoint } from '../../../app/api';
import { registerBeforeLogout } from '../../../app/auth/logout';
import { useRealtimeEvent } from '../../../app/realtime';

/** Who is online, by user uuid: from GET /chats/{id}/presence, then kept current by 'chat:presence'. */
export class PresenceStore {
  private online = new Map<string, boolean>();
  private listeners = new Set<() => void>();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  isOnline = (uuid: string): boolean => this.online.get(uuid) ?? false;

  set(uuid: string, online: boolean): void {
    if (this.isOnline(uuid) === online) return;
    this.online.set(uuid, online);
    this.listeners.forEach((listener) => listener());
  }

  /** A presence answer: the listed members are online, the other members asked about are not. */
  apply(memberUuids: readonly string[], onlineUuids: readonly string[]): void {
    const online = new Set(onlineUuids);
    for (const uuid of memberUuids) this.set(uuid, online.has(uuid));
  }

  clear(): void {
    this.online.clear();
    this.listeners.forEach((listener) => listener());
  }
}

export const presenceStore = new PresenceStore();
registerBeforeLogout(() => presenceStore.clear());

export const presenceKeyPrefix = ['chat', 'presence'] as const;
export const presenceKey = (channelId: string) => [...presenceKeyPrefix, channelId] as const;
export const fetchPresence = (channelId: string) =>
  callEndpoint(endpoints.chat.presence, { params: { id: channelId } }).then((answer) => answer.online);

/**
 * The answers applied to the store, by channel and members: when; an answer is applied once. A component
 * mounting again later (the channel list's row, then the open thread) must not apply the cached answer again:
 * it would undo the presence events received since (someone who came online after the list loaded).
 */
const appliedAnswers = new Map<string, number>();
registerBeforeLogout(() => appliedAnswers.clear());

/** Asks once who of the channel's members is online (at most 10 answered); usePresenceEvents follows changes. */
export function useChannelPresence(channel: ChatChannel, myProfileId: number | undefined) {
  const { data, dataUpdatedAt } = useQuery({
    queryKey: presenceKey(channel.id),
    queryFn: () => fetchPresence(channel.id),
    staleTime: Infinity,
  });
  const members = channel.chatMembers
    .filter((m) => m.profileId !== myProfileId)
    .map((m) => m.uuid)
    .join(',');
  useEffect(() => {
    if (!data) return;
    const key = `${channel.id}|${members}`;
    if ((appliedAnswers.get(key) ?? -1) >= dataUpdatedAt) return;
    appliedAnswers.set(key, dataUpdatedAt);
    presenceStore.apply(members ? members.split(',') : [], data);
  }, [channel.id, data, dataUpdatedAt, members]);
}

/** Follows 'chat:presence' into the store: one listener per chat screen, however many channels it shows. */
export function usePresenceEvents(): void {
  useRealtimeEvent('chat:presence', (payload) => {
    const parsed = presenceEventSchema.safeParse(payload);
    if (parsed.success) presenceStore.set(parsed.data.uuid, parsed.data.online);
  });
}

export function useOnline(uuid: string): boolean {
  return useSyncExternalStore(presenceStore.subscribe, () => presenceStore.isOnline(uuid));
}
