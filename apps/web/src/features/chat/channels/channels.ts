import { SPRINT_CHANNEL_MARK, type ChatChannel, type ChatFilter, type ChatMember } from '@stride/contracts';
import type { TFunction } from 'i18next';
import { compareTimetokens } from '../chatApi';

export const myMember = (channel: ChatChannel, profileId: number | undefined): ChatMember | undefined =>
  channel.chatMembers.find((m) => m.profileId === profileId);

export const isSprintChannel = (channel: Pick<ChatChannel, 'id'>): boolean => channel.id.includes(SPRINT_CHANNEL_MARK);

/**
 * The channel's name, else the other members' names; a sprint channel without a name is the programme
 * with the other side ("Programme: Ana García": the advisor for the participant, the participant for staff).
 */
export function channelTitle(channel: ChatChannel, profileId: number | undefined, t: TFunction): string {
  if (channel.name.trim()) return channel.name;
  const others = channel.chatMembers
    .filter((m) => m.profileId !== profileId)
    .map((m) => m.fullName)
    .join(', ');
  return isSprintChannel(channel) ? t('chat.sprintTitle', { name: others }) : others;
}

export function matchesFilter(channel: ChatChannel, filter: ChatFilter): boolean {
  const sprint = isSprintChannel(channel);
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
