import { and, type SQL } from 'drizzle-orm';
import { Role, chatRules, type ChatChannelResource } from '@stride/contracts';
import type { Actor, TokenActor } from '../../platform/http/context.js';
import { forbidden, notFound } from '../../platform/http/errors.js';
import { otherPeopleWhere, viewerVisibleToPeopleWhere, visiblePeopleWhere } from '../profiles/index.js';
import type { ChannelRow } from './chat.table.js';

/**
 * Who the actor may share a channel with (docs/decisions.md, "Chat"): each visible to the other under
 * visiblePeopleWhere, never the actor, never a participant with a participant. The tenant condition
 * is the caller's. A condition on profiles joined with users.
 */
export function chatPartnersWhere(actor: Actor): SQL {
  return and(
    otherPeopleWhere(actor.profileId, {
      active: true,
      exceptRole: actor.role === Role.Participant ? Role.Participant : undefined,
    }),
    visiblePeopleWhere(actor),
    viewerVisibleToPeopleWhere(actor),
  )!;
}

/**
 * authorize() for the publish path's actor, which is the token's (the batcher and socket calls never load
 * the rest of the actor: docs/decisions.md, "Chat"): the same rules of the shared chat policy, which read
 * only the actor's profile and role, and the same answers (not a member: 404; not allowed: 403).
 */
export function authorizeTokenPost(actor: TokenActor, channel: ChatChannelResource): void {
  if (!chatRules.view(actor, channel)) throw notFound('Chat');
  if (!chatRules.post(actor, channel)) throw forbidden(READ_ONLY);
}

/**
 * What a message carries, by the same shared rules: asking for an acknowledgement (chat.askAck) and
 * library media (chat.attachMedia) are staff's, a participant's message with them is a 403; a file of the
 * sender's own upload (chat.attachFile) is every member's (claimed as the sender's only: another's is a 404).
 */
export function authorizeTokenPostContent(
  actor: TokenActor,
  body: { needAck: boolean; mediaLibraryFiles: readonly unknown[]; storageFileId?: number | null },
): void {
  if (body.needAck && !chatRules.askAck(actor)) throw forbidden(ONLY_STAFF_ACK);
  if (body.mediaLibraryFiles.length > 0 && !chatRules.attachMedia(actor)) throw forbidden(ONLY_STAFF_MEDIA);
  if (body.storageFileId && !chatRules.attachFile(actor)) throw forbidden(ONLY_STAFF_MEDIA);
}

export const ONLY_STAFF_ACK = 'Only staff can ask for an acknowledgement.';
export const ONLY_STAFF_MEDIA = 'Only staff can send library media.';
export const READ_ONLY = 'This chat is read-only.';
export const ONLY_STAFF_GROUPS = 'Only staff can create group chats.';
export const ONLY_EDITORS = 'Only the creator of this chat or an admin can change it.';

/** A channel row as the chat policy sees it, with its members' profile ids. */
export const channelResource = (channel: ChannelRow, memberIds: readonly number[]): ChatChannelResource => ({
  createdBy: channel.createdBy,
  isReadOnly: channel.isReadOnly,
  chatMembers: memberIds.map((profileId) => ({ profileId })),
});
