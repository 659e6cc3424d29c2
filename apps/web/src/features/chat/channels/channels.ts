import {
  SPRINT_CHANNEL_MARK,
  type ChatChannel,
  type ChatFilter,
  type ChatLastMessage,
  type ChatMember,
} from '@stride/contracts';
import type { TFunction } from 'i18next';
import { formatDate, formatRelativeTime } from '../../../app/format/dates';
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

/**
 * The list's line for the last message (docs/decisions.md, "Coaching loop: chat like a messenger"): its
 * text, else what it carries ("Photo", "📎 plan.pdf", "GIF"), "You: " before one's own; a removed one says so.
 */
export function lastMessageLine(last: ChatLastMessage, profileId: number | undefined, t: TFunction): string {
  const what = last.deleted
    ? t('chat.removed')
    : last.text.trim() ||
      (last.attachment ? t(`chat.last.${last.attachment.kind}`, { name: last.attachment.name }) : '');
  return last.senderProfileId === profileId && !last.deleted ? t('chat.last.mine', { text: what }) : what;
}

/** A time of the list: relative today ("5 minutes ago", "hace 5 minutos"), the date before today. */
export function listTime(iso: string, now: Date): string {
  const at = new Date(iso);
  const today =
    at.getFullYear() === now.getFullYear() && at.getMonth() === now.getMonth() && at.getDate() === now.getDate();
  return today ? formatRelativeTime(iso, now) : formatDate(iso);
}
