import { z } from 'zod';
import { Role, type RoleId } from '../roles.js';
import { roleIdSchema } from '../roles.schema.js';
import { tenantIdSchema } from '../tenant.js';

/** Claims of the access token (spec 000 section 3), as the API and the portal read them. */
export const accessClaimsSchema = z.object({
  sub: z.string(),
  uuid: z.string(),
  user_id: z.number().int(),
  profile_id: z.number().int(),
  role_id: roleIdSchema,
  role_name: z.string(),
  main_folder_id: z.number().int().nullable(),
  surrogate_login: z.boolean(),
  /** The real person behind a surrogate session (their user id). */
  actor_user_id: z.number().int().nullable(),
  tenant: tenantIdSchema,
  survey_available: z.boolean(),
  email: z.string(),
  /** When the token expires (seconds since the epoch): a socket signed with it ends then unless renewed. */
  exp: z.number().int().optional(),
  /** The sign-in session (its grant): signing out ends the sockets signed with its tokens. */
  sid: z.string().optional(),
});
export type AccessClaims = z.infer<typeof accessClaimsSchema>;

export const loginTokenTypeSchema = z.enum(['SURROGATE', 'PRIMARY_USER_AUTHENTICATION']);
export const createLoginTokenBodySchema = z.strictObject({
  type: loginTokenTypeSchema,
  surrogate: z.boolean().optional(),
  userProfileId: z.number().int().positive().optional(),
});
export const loginTokenResponseSchema = z.object({ token: z.string() });

/**
 * Surrogate login, who may act as whom by role (docs/decisions.md, "Surrogate login"): never upward or
 * sideways. The server adds the rest (not oneself, an active account, a company admin's own company,
 * never from a surrogate session); the portal offers "Sign in as" by the same table.
 */
export const SURROGATE_TARGET_ROLES: Partial<Record<RoleId, readonly RoleId[]>> = {
  [Role.Owner]: [Role.Admin, Role.Consultant, Role.CompanyAdmin, Role.Advisor, Role.TeamMember, Role.Participant],
  [Role.Admin]: [Role.Consultant, Role.CompanyAdmin, Role.Advisor, Role.TeamMember, Role.Participant],
  [Role.CompanyAdmin]: [Role.Advisor, Role.TeamMember, Role.Participant],
};

export function mayActAsRole(actorRole: RoleId, targetRole: RoleId): boolean {
  return SURROGATE_TARGET_ROLES[actorRole]?.includes(targetRole) ?? false;
}

export const passwordResetRequestSchema = z.strictObject({ email: z.email().max(254) });
export const passwordResetConfirmSchema = z.strictObject({
  token: z.string().min(16).max(200),
  password: z.string().min(10, 'Use at least 10 characters').max(200),
});
