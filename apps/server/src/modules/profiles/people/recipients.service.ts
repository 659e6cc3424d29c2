import { and, asc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { Role, type Language, type RoleId } from '@stride/contracts';
import type { Db } from '../../../platform/db/client.js';
import { anyId, intArray } from '../../../platform/db/arrays.js';
import { profiles, users } from '../profiles.table.js';

/**
 * Who is told what (the notifications module's questions about people): a person's facts, and the
 * accounts (uuid for the realtime room, language for the message) of the people a rule names.
 */

/** One person a notification is about: who, which role, which company, whose participant. */
export interface PersonFacts {
  userId: number;
  profileId: number;
  uuid: string;
  roleId: RoleId;
  companyId: number | null;
  advisorProfileId: number | null;
  consultantProfileId: number | null;
  firstName: string;
  lastName: string;
  language: Language;
}

/** A recipient: the account to deliver to, in its language. */
export interface Recipient {
  userId: number;
  profileId: number;
  uuid: string;
  language: Language;
}

const factsColumns = {
  userId: users.id,
  profileId: profiles.id,
  uuid: users.uuid,
  roleId: users.roleId,
  companyId: profiles.companyId,
  advisorProfileId: profiles.advisorProfileId,
  consultantProfileId: profiles.consultantProfileId,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  language: profiles.language,
};

const recipientColumns = {
  userId: users.id,
  profileId: profiles.id,
  uuid: users.uuid,
  language: profiles.language,
};

const asFacts = (r: { roleId: number; language: string } & Omit<PersonFacts, 'roleId' | 'language'>): PersonFacts => ({
  ...r,
  roleId: r.roleId as RoleId,
  language: r.language === 'es' ? 'es' : 'en',
});
const asRecipient = (r: Omit<Recipient, 'language'> & { language: string }): Recipient => ({
  ...r,
  language: r.language === 'es' ? 'es' : 'en',
});

/**
 * The language a person reads in now (their profile's; English when gone): a notification is worded in
 * its reader's language when read.
 */
export async function languageOfProfile(tx: Db, tenantId: string, profileId: number): Promise<Language> {
  const [row] = await tx
    .select({ language: profiles.language })
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.id, profileId)));
  return row?.language === 'es' ? 'es' : 'en';
}

/** The person of an account (undefined when it is gone). */
export async function personFactsOfUser(tx: Db, tenantId: string, userId: number): Promise<PersonFacts | undefined> {
  const [row] = await tx
    .select(factsColumns)
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  return row && asFacts(row);
}

/** The active accounts of these profiles (their coaches, say), in one query. */
export async function recipientsOfProfiles(tx: Db, tenantId: string, profileIds: number[]): Promise<Recipient[]> {
  if (profileIds.length === 0) return [];
  const rows = await tx
    .select(recipientColumns)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.tenantId, tenantId), anyId(profiles.id, profileIds), eq(users.isActive, true)));
  return rows.map(asRecipient);
}

/** The accounts of these users (active or not: a snoozed notification comes back to whoever owns it). */
export async function recipientsOfUsers(tx: Db, tenantId: string, userIds: number[]): Promise<Recipient[]> {
  if (userIds.length === 0) return [];
  const rows = await tx
    .select(recipientColumns)
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.tenantId, tenantId), anyId(users.id, userIds)));
  return rows.map(asRecipient);
}

/** The active staff of a company with one of these roles (its company admins, or all its staff). */
export async function companyStaffRecipients(
  tx: Db,
  tenantId: string,
  companyId: number,
  roles: readonly RoleId[],
): Promise<Recipient[]> {
  const rows = await tx
    .select(recipientColumns)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      and(
        eq(profiles.tenantId, tenantId),
        eq(profiles.companyId, companyId),
        eq(users.isActive, true),
        sql`${users.roleId} = any(${intArray([...roles])})`,
      ),
    )
    .orderBy(asc(users.id));
  return rows.map(asRecipient);
}

/** A participant who signed in once and not since `before`. */
export interface InactiveParticipant extends PersonFacts {
  tenantId: string;
  lastLoginAt: Date;
}

/**
 * Active participants of every tenant whose last sign-in is before `before` (those who never signed in
 * are not "inactive": they have not started). Run by a job on the owner connection, across tenants.
 */
export async function inactiveParticipants(db: Db, before: Date): Promise<InactiveParticipant[]> {
  const rows = await db
    .select({ ...factsColumns, tenantId: users.tenantId, lastLoginAt: users.lastLoginAt })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(
        eq(users.roleId, Role.Participant),
        eq(users.isActive, true),
        isNotNull(users.lastLoginAt),
        lt(users.lastLoginAt, before),
      ),
    )
    .orderBy(asc(users.tenantId), asc(users.id));
  return rows.map((r) => ({ ...asFacts(r), tenantId: r.tenantId, lastLoginAt: r.lastLoginAt! }));
}

/** The active people of the tenant with one of these roles (its platform admins, say). */
export async function tenantStaffRecipients(tx: Db, tenantId: string, roles: readonly RoleId[]): Promise<Recipient[]> {
  const rows = await tx
    .select(recipientColumns)
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(
      and(eq(users.tenantId, tenantId), eq(users.isActive, true), sql`${users.roleId} = any(${intArray([...roles])})`),
    )
    .orderBy(asc(users.id));
  return rows.map(asRecipient);
}

/** The user ids of these profiles (the click target's {id}), in one query. */
export async function userIdsOfProfiles(tx: Db, tenantId: string, profileIds: number[]): Promise<Map<number, number>> {
  if (profileIds.length === 0) return new Map();
  const rows = await tx
    .select({ profileId: profiles.id, userId: profiles.userId })
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenantId), anyId(profiles.id, profileIds)));
  return new Map(rows.map((r) => [r.profileId, r.userId]));
}
