import { and, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_ROLES, PLATFORM_ROLES, PRACTICE_ROLES, Role, STAFF_ROLES, type RoleId } from '@stride/contracts';
import type { TokenActor } from '../../platform/http/context.js';
import { forbidden } from '../../platform/http/errors.js';
import type { ProfileRow } from '../profiles/profiles.presenter.js';
import { profiles, users } from '../profiles/profiles.table.js';
import { visiblePeopleWhere } from '../profiles/visibility.js';
import type { ChannelRow } from './chat.table.js';

export const isStaff = (role: RoleId) => STAFF_ROLES.includes(role);

/**
 * Is the actor visible to the person of the row (profiles joined with users)? visiblePeopleWhere
 * seen from the other side, with the actor's values as constants.
 */
function actorVisibleToRowWhere(actor: TokenActor, me: ProfileRow): SQL {
  const platformActor = PLATFORM_ROLES.includes(actor.role);
  return or(
    inArray(users.roleId, [...ADMIN_ROLES]),
    and(eq(users.roleId, Role.Consultant), platformActor ? sql`true` : eq(profiles.id, me.consultantProfileId ?? -1)),
    and(inArray(users.roleId, [...PRACTICE_ROLES]), eq(profiles.companyId, me.companyId ?? -1)),
    and(
      eq(users.roleId, Role.Participant),
      or(eq(profiles.advisorProfileId, actor.profileId), eq(profiles.consultantProfileId, actor.profileId)),
    ),
  )!;
}

/**
 * Who the actor may share a channel with (docs/decisions.md, "Chat"): each visible to the other under
 * visiblePeopleWhere, never the actor, never a participant with a participant. The tenant condition
 * is the caller's. A condition on profiles joined with users.
 */
export function chatPartnersWhere(actor: TokenActor, me: ProfileRow): SQL {
  return and(
    ne(profiles.id, actor.profileId),
    eq(users.isActive, true),
    visiblePeopleWhere(actor, me),
    actorVisibleToRowWhere(actor, me),
    actor.role === Role.Participant ? ne(users.roleId, Role.Participant) : undefined,
  )!;
}

/** Group channels are made by staff only. */
export function assertMayCreateGroup(actor: TokenActor): void {
  if (!isStaff(actor.role)) throw forbidden('Only staff can create group chats.');
}

/** Name, members and read-only of a channel: its creator or an admin. */
export function assertMayEditChannel(actor: TokenActor, channel: ChannelRow): void {
  if (channel.createdBy !== actor.profileId && !ADMIN_ROLES.includes(actor.role)) {
    throw forbidden('Only the creator of this chat or an admin can change it.');
  }
}

/** A read-only channel accepts messages only from its staff members. */
export function assertMayPost(actor: TokenActor, channel: ChannelRow): void {
  if (channel.isReadOnly && !isStaff(actor.role)) throw forbidden('This chat is read-only.');
}

/** A message is removed by its sender or a staff admin (owner, admin, company admin). */
export function mayDeleteMessage(actor: TokenActor, senderProfileId: number): boolean {
  return senderProfileId === actor.profileId || [...ADMIN_ROLES, Role.CompanyAdmin].includes(actor.role);
}
