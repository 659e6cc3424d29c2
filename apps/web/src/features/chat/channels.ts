import { SPRINT_CHANNEL_MARK, type ChatChannel, type ChatFilter, type ChatMember } from '@stride/contracts';
import { compareTimetokens } from './chatApi';

export const myMember = (channel: ChatChannel, profileId: number | undefined): ChatMember | undefined =>
  channel.chatMembers.find((m) => m.profileId === profileId);

/** The channel's name, else the other members' names. */
export function channelTitle(channel: ChatChannel, profileId: number | undefined): string {
  if (channel.name.trim()) return channel.name;
  return channel.chatMembers
    .filter((m) => m.profileId !== profileId)
    .map((m) => m.fullName)
    .join(', ');
}

export function matchesFilter(channel: ChatChannel, filter: ChatFilter): boolean {
  const sprint = channel.id.includes(SPRINT_CHANNEL_MARK);
  if (filter === 'SPRINT_CHATS') return sprint;
  if (filter === 'FREE_CHATS') return channel.isFreeUserChat;
  if (filter === 'NORMAL_CHATS') return !sprint && !channel.isFreeUserChat;
  return true;
}

/** Pinned first, then the newest conversation first. */
export function sortChannels(channels: ChatChannel[], profileId: number | undefined): ChatChannel[] {
  const pinned = (c: ChatChannel) => (myMember(c, profileId)?.isChatPinned ? 1 : 0);
  return [...channels].sort(
    (a, b) =>
      pinned(b) - pinned(a) ||
      compareTimetokens(b.lastMessageTimetoken ?? '0', a.lastMessageTimetoken ?? '0') ||
      a.id.localeCompare(b.id),
  );
}
