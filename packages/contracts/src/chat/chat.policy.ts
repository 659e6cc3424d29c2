import { definePolicy, isAdmin, isStaff, type PolicyActor } from '../policy.js';
import { Role } from '../roles.js';

/**
 * What the chat's rules read of the actor: who and which role. The access token says both, so the publish
 * path (the batcher and socket calls, which never load the rest of the actor) decides by these same rules.
 */
export type ChatActor = Pick<PolicyActor, 'profileId' | 'role'>;

/** A channel as the rules see it: its creator, read-only flag and members (a ChatChannel as GET /chats answers it). */
export interface ChatChannelResource {
  createdBy: number | null;
  isReadOnly: boolean;
  chatMembers: readonly { profileId: number }[];
}

/** A message as the rules see it: its sender (a ChatMessage as the API answers it). */
export interface ChatMessageResource {
  senderProfileId: number;
}

const isMember = (actor: ChatActor, c: ChatChannelResource) =>
  c.chatMembers.some((m) => m.profileId === actor.profileId);

/**
 * Channels (docs/decisions.md, "Chat"): a channel exists for its members only (anyone else: 404). Groups
 * are made by staff; a channel's name, members and read-only flag are changed by its creator or an admin;
 * a read-only channel takes messages from its staff members only. Typed over ChatActor (see there).
 */
export const chatRules = {
  view: (actor: ChatActor, c: ChatChannelResource | undefined) => c === undefined || isMember(actor, c),
  createGroup: (actor: ChatActor) => isStaff(actor),
  update: (actor: ChatActor, c: ChatChannelResource | undefined) =>
    (c !== undefined && c.createdBy === actor.profileId) || isAdmin(actor),
  post: (actor: ChatActor, c: ChatChannelResource | undefined) => !c?.isReadOnly || isStaff(actor),
  /** One library file to several chats at once (the portal's bulk media send; each message is a `post`). */
  sendToMany: (actor: ChatActor) => isStaff(actor),
  /**
   * Ask the other members to acknowledge a message: a staff tool (docs/decisions.md, "A participant's
   * view"); a participant's message asking for it is a 403.
   */
  askAck: (actor: ChatActor) => isStaff(actor),
  /**
   * Attach a file of one's own upload (POST /ml/files/upload, the one upload everyone has: a photo from the
   * phone): every member who may post (docs/decisions.md, "Coaching loop: chat like a messenger").
   */
  attachFile: (_actor: ChatActor) => true,
  /** Send library media (the library is staff's): a participant attaches their own uploads only. */
  attachMedia: (actor: ChatActor) => isStaff(actor),
  /** Insert one of one's quick messages: staff keep them (spec 000 section 7, Profile), participants none. */
  quickMessages: (actor: ChatActor) => isStaff(actor),
};
export const chatPolicy = definePolicy<
  ChatChannelResource | undefined,
  'createGroup' | 'update' | 'post' | 'sendToMany' | 'askAck' | 'attachFile' | 'attachMedia' | 'quickMessages'
>(chatRules);

/**
 * Messages: seen with their channel (only its members reach them, chat.view); edited by their sender;
 * removed by their sender, an owner, an admin or a company admin.
 */
export const chatMessageRules = {
  view: () => true,
  edit: (actor: ChatActor, m: ChatMessageResource) => m.senderProfileId === actor.profileId,
  delete: (actor: ChatActor, m: ChatMessageResource) =>
    m.senderProfileId === actor.profileId || isAdmin(actor) || actor.role === Role.CompanyAdmin,
};
export const chatMessagePolicy = definePolicy<ChatMessageResource, 'edit' | 'delete'>(chatMessageRules);
