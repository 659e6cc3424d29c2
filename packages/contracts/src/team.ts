import { z } from 'zod';
import { idParamsSchema, languageSchema } from './common.js';
import { queryBooleanSchema, searchQuerySchema } from './flags.js';
import { pageQuerySchema, pagedSchema } from './paging.js';
import { roleIdSchema } from './roles.schema.js';

/**
 * A staff account as the team (bhUsers) and company staff (practice users) pages show it.
 * `id` is the user id (as in /participants/{id}); `version` is the profile's, sent as the ETag.
 */
export const staffUserSchema = z.object({
  id: z.number().int(),
  profileId: z.number().int(),
  uuid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  language: languageSchema,
  roleId: roleIdSchema,
  roleName: z.string(),
  companyId: z.number().int().nullable(),
  isActive: z.boolean(),
  journalAvailable: z.boolean(),
  smartSurveyAvailable: z.boolean(),
  swapAvailable: z.boolean(),
  surveyAvailable: z.boolean(),
  thumbnailUrl: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;
export const staffUserListSchema = pagedSchema('users', staffUserSchema);

const name = z.string().trim().min(1, 'Required').max(100);
const email = z.email('Enter a valid e-mail address').trim().max(254);
const personFields = { firstName: name, lastName: name, email, language: languageSchema.default('en') };

/** Team (platform staff) roles a new member may get: Admin or Consultant; only the owner adds admins. */
export const teamRoleIdSchema = z.union([z.literal(2), z.literal(3)]);
export const createTeamUserBodySchema = z.strictObject({ ...personFields, roleId: teamRoleIdSchema });
export type CreateTeamUserBody = z.infer<typeof createTeamUserBodySchema>;
/** roleId left out keeps the role; only the owner changes roles. */
export const updateTeamUserBodySchema = z.strictObject({ ...personFields, roleId: teamRoleIdSchema.optional() });
export type UpdateTeamUserBody = z.infer<typeof updateTeamUserBodySchema>;

export const teamUserListQuerySchema = z.strictObject({
  ...pageQuerySchema.shape,
  search: searchQuerySchema,
  role: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)]))
    .optional(),
  active: queryBooleanSchema.optional(),
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
export const coachedParticipantSchema = z.object({
  id: z.number().int(),
  profileId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  language: languageSchema,
  isActive: z.boolean(),
  thumbnailUrl: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
});
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
