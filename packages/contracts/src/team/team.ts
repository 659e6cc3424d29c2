import { z } from 'zod';
import { idParamsSchema, languageSchema } from '../common.js';
import { featureFlagsSchema, queryBooleanSchema, searchQuerySchema } from '../flags.js';
import { pageQuerySchema, pagedSchema } from '../paging.js';
import { personSchema } from '../profiles/people.js';
import { ADMIN_ROLES, Role, type RoleId } from '../roles.js';
import { roleIdSchema } from '../roles.schema.js';

/**
 * A staff account as the team (bhUsers) and company staff (practice users) pages show it.
 * `id` is the user id (as in /participants/{id}); `version` is the profile's, sent as the ETag.
 */
export const staffUserSchema = personSchema.extend({
  roleId: roleIdSchema,
  roleName: z.string(),
  companyId: z.number().int().nullable(),
  ...featureFlagsSchema.shape,
});
export type StaffUser = z.infer<typeof staffUserSchema>;
export const staffUserListSchema = pagedSchema('users', staffUserSchema);

const name = z.string().trim().min(1, 'Required').max(100);
const email = z.email('Enter a valid e-mail address').trim().max(254);
const personFields = { firstName: name, lastName: name, email, language: languageSchema.default('en') };

/**
 * Who does what to the team (docs/decisions.md, "Organisation"), for the server's policy and the portal
 * alike: admins add consultants, only the owner adds admins or changes a role (never their own, never
 * the owner's); the owner edits anyone of the team, an admin the consultants and themself, a consultant
 * themself.
 */
export interface TeamRuleActor {
  role: RoleId;
  userId: number;
}
export interface TeamRuleTarget {
  roleId: RoleId;
  userId: number;
}

export function mayAddTeamRole(actorRole: RoleId, roleId: RoleId): boolean {
  return roleId === Role.Admin ? actorRole === Role.Owner : ADMIN_ROLES.includes(actorRole);
}

export function mayEditTeamUser(actor: TeamRuleActor, target: TeamRuleTarget): boolean {
  if (target.userId === actor.userId || actor.role === Role.Owner) return true;
  return actor.role === Role.Admin && target.roleId === Role.Consultant;
}

export function mayChangeTeamRole(actor: TeamRuleActor, target: TeamRuleTarget): boolean {
  return actor.role === Role.Owner && target.userId !== actor.userId && target.roleId !== Role.Owner;
}

/** Team (platform staff) roles a new member may get: Admin or Consultant; only the owner adds admins. */
export const teamRoleIdSchema = z.union([z.literal(2), z.literal(3)]);
export const createTeamUserBodySchema = z.strictObject({ ...personFields, roleId: teamRoleIdSchema });
export type CreateTeamUserBody = z.infer<typeof createTeamUserBodySchema>;
/** roleId left out keeps the role; only the owner changes roles. */
export const updateTeamUserBodySchema = z.strictObject({ ...personFields, roleId: teamRoleIdSchema.optional() });
export type UpdateTeamUserBody = z.infer<typeof updateTeamUserBodySchema>;

/** Orders of the team list (the portal's sortable columns); names sort as stored, the id settles ties. */
export const TEAM_USER_SORTS = ['lastName', 'firstName', 'email', 'role', 'lastLoginAt'] as const;
export type TeamUserSort = (typeof TEAM_USER_SORTS)[number];

export const teamUserListQuerySchema = z.strictObject({
  ...pageQuerySchema.shape,
  search: searchQuerySchema,
  role: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)]))
    .optional(),
  active: queryBooleanSchema.optional(),
  sort: z.enum(TEAM_USER_SORTS).default('lastName'),
  order: z.enum(['asc', 'desc']).default('asc'),
});

/** Practice (company) staff roles: Company admin, Advisor, Team member. */
export const practiceRoleIdSchema = z.union([z.literal(4), z.literal(5), z.literal(6)]);
export const createPracticeUserBodySchema = z.strictObject({ ...personFields, roleId: practiceRoleIdSchema });
export type CreatePracticeUserBody = z.infer<typeof createPracticeUserBodySchema>;
export const updatePracticeUserBodySchema = createPracticeUserBodySchema;
export type UpdatePracticeUserBody = CreatePracticeUserBody;

export const practiceUserListQuerySchema = z.strictObject({
  ...pageQuerySchema.shape,
  search: searchQuerySchema,
  role: z.coerce.number().pipe(practiceRoleIdSchema).optional(),
  active: queryBooleanSchema.optional(),
});
export const practiceUserParamsSchema = z.strictObject({
  practiceId: idParamsSchema.shape.id,
  userId: idParamsSchema.shape.id,
});

/** A direct-to-consumer participant a consultant coaches (GET /bhUsers/{id}/participants). */
export const coachedParticipantSchema = personSchema.omit({ uuid: true, createdAt: true, version: true });
export const coachedParticipantListSchema = pagedSchema('participants', coachedParticipantSchema);
export const coachedParticipantListQuerySchema = z.strictObject({
  ...pageQuerySchema.shape,
  search: searchQuerySchema,
  active: queryBooleanSchema.optional(),
});

/** GET /dictionaries/{name}: the values a select offers, with their labels. */
export const DICTIONARY_NAMES = ['bh_user_role', 'practice_user_role', 'feature_flag_state'] as const;
export const dictionaryParamsSchema = z.strictObject({ name: z.enum(DICTIONARY_NAMES) });
export const dictionarySchema = z.array(z.object({ id: z.union([z.number().int(), z.boolean()]), name: z.string() }));
export type TeamUserListQuery = z.infer<typeof teamUserListQuerySchema>;
export type PracticeUserListQuery = z.infer<typeof practiceUserListQuerySchema>;
