import { describe, expect, it } from 'vitest';
import { decide, type ChatChannelResource, type PolicyAction, type RoleId } from '@stride/contracts';
import { actorOf, byRole, ROLES } from '../support/policy-actors.js';

type ChannelAction = Extract<PolicyAction, `chat.${string}`>;
type MessageAction = Extract<PolicyAction, `chatMessage.${string}`>;

/** Someone else's profile: the creator, member or sender who is not the actor. */
const OTHER = 999;

/** A channel of which the actor of `role` is a member or not, made by them or by someone else. */
function channel(role: RoleId, o: { member: boolean; creator: boolean; readOnly?: boolean }): ChatChannelResource {
  const me = actorOf(role).profileId;
  return {
    createdBy: o.creator ? me : OTHER,
    isReadOnly: o.readOnly ?? false,
    chatMembers: o.member ? [{ profileId: me }, { profileId: OTHER }] : [{ profileId: OTHER }],
  };
}

/**
 * Roles 1 to 7 (A allow, H hidden: 404, F forbidden: 403) on channels: made by the actor (a member), made by
 * someone else with the actor a member, and one the actor is not in.
 */
const CHANNELS: [ChannelAction, read: boolean, mine: string, member: string, notMember: string][] = [
  ['chat.view', false, 'AAAAAAA', 'AAAAAAA', 'HHHHHHH'],
  ['chat.update', false, 'AAAAAAA', 'AAFFFFF', 'HHHHHHH'],
  ['chat.post', false, 'AAAAAAA', 'AAAAAAA', 'HHHHHHH'],
  ['chat.post', true, 'AAAAAAF', 'AAAAAAF', 'HHHHHHH'],
];

/** Roles 1 to 7 on a message the actor sent and on one someone else sent (seen with its channel). */
const MESSAGES: [MessageAction, own: string, others: string][] = [
  ['chatMessage.view', 'AAAAAAA', 'AAAAAAA'],
  ['chatMessage.edit', 'AAAAAAA', 'FFFFFFF'],
  ['chatMessage.delete', 'AAAAAAA', 'AAFAFFF'],
];

describe('chat policy', () => {
  describe.each(CHANNELS)('%s (read-only %s)', (action, readOnly, mine, member, notMember) => {
    it.each(ROLES.map((role, i) => [role, byRole(mine)[i], byRole(member)[i], byRole(notMember)[i]] as const))(
      'role %i: their own channel %s, a member %s, not a member %s',
      (role, onMine, asMember, outside) => {
        const actor = actorOf(role);
        expect(decide(actor, action, channel(role, { member: true, creator: true, readOnly }))).toBe(onMine);
        expect(decide(actor, action, channel(role, { member: true, creator: false, readOnly }))).toBe(asMember);
        expect(decide(actor, action, channel(role, { member: false, creator: false, readOnly }))).toBe(outside);
      },
    );
  });

  it.each(ROLES.map((role, i) => [role, byRole('AAAAAAF')[i]] as const))(
    'role %i: making a group chat is %s',
    (role, expected) => {
      expect(decide(actorOf(role), 'chat.createGroup', undefined)).toBe(expected);
    },
  );

  it.each(ROLES.map((role, i) => [role, byRole('AAAAAAF')[i]] as const))(
    'role %i: sending one library file to several chats is %s',
    (role, expected) => {
      expect(decide(actorOf(role), 'chat.sendToMany', undefined)).toBe(expected);
    },
  );

  it.each(ROLES.map((role, i) => [role, byRole('AAAAAAF')[i]] as const))(
    'role %i: asking for an acknowledgement and sending library media is %s',
    (role, expected) => {
      expect(decide(actorOf(role), 'chat.askAck', undefined)).toBe(expected);
      expect(decide(actorOf(role), 'chat.attachMedia', undefined)).toBe(expected);
    },
  );

  it.each(ROLES.map((role, i) => [role, byRole('AAAAAAA')[i]] as const))(
    'role %i: attaching a file of their own upload is %s (a participant too: a photo from the phone)',
    (role, expected) => {
      expect(decide(actorOf(role), 'chat.attachFile', undefined)).toBe(expected);
    },
  );

  describe.each(MESSAGES)('%s', (action, own, others) => {
    it.each(ROLES.map((role, i) => [role, byRole(own)[i], byRole(others)[i]] as const))(
      'role %i: their own message %s, another sender’s %s',
      (role, onOwn, onOthers) => {
        const actor = actorOf(role);
        expect(decide(actor, action, { senderProfileId: actor.profileId })).toBe(onOwn);
        expect(decide(actor, action, { senderProfileId: OTHER })).toBe(onOthers);
      },
    );
  });
});

describe('assistant answer policy', () => {
  /** Roles 1 to 7 on an answer the actor asked for, one about a participant they see, one they do not see. */
  const ANSWERS: [Extract<PolicyAction, `samiAnswer.${string}`>, asked: string, seen: string, unseen: string][] = [
    ['samiAnswer.view', 'AAAAAAA', 'AAAAAAA', 'HHHHHHH'],
    ['samiAnswer.saveFinal', 'AAAAAAA', 'AAFFFFF', 'HHHHHHH'],
  ];
  describe.each(ANSWERS)('%s', (action, asked, seen, unseen) => {
    it.each(ROLES.map((role, i) => [role, byRole(asked)[i], byRole(seen)[i], byRole(unseen)[i]] as const))(
      'role %i: asked by them %s, seen %s, not seen %s',
      (role, onAsked, onSeen, onUnseen) => {
        const actor = actorOf(role);
        expect(decide(actor, action, { askedBy: actor.profileId, targetVisible: true })).toBe(onAsked);
        expect(decide(actor, action, { askedBy: OTHER, targetVisible: true })).toBe(onSeen);
        expect(decide(actor, action, { askedBy: OTHER, targetVisible: false })).toBe(onUnseen);
      },
    );
  });

  it.each(ROLES.map((role, i) => [role, byRole('AAAAAAF')[i]] as const))('role %i: asking is %s', (role, expected) => {
    expect(decide(actorOf(role), 'samiAnswer.ask', undefined)).toBe(expected);
  });
});

describe('quick messages in the composer', () => {
  it.each(ROLES.map((role, i) => [role, byRole('AAAAAAF')[i]] as const))(
    'role %i: inserting one of their quick messages is %s',
    (role, expected) => {
      expect(decide(actorOf(role), 'chat.quickMessages', undefined)).toBe(expected);
    },
  );
});
