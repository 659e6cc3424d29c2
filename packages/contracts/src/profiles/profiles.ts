import { z } from 'zod';
import { languageSchema, timeZoneSchema } from '../common.js';
import { pagedSchema, pageQuerySchema } from '../paging.js';
import { roleIdSchema } from '../roles.schema.js';

export const profileSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  uuid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  language: languageSchema,
  /** Their IANA time zone; null: not set, DEFAULT_TIME_ZONE (sprints.ts) applies. */
  timeZone: z.string().nullable(),
  roleId: roleIdSchema,
  companyId: z.number().int().nullable(),
  /** A participant's coaches (their advisor's and consultant's profile ids); null for staff. */
  advisorProfileId: z.number().int().nullable(),
  consultantProfileId: z.number().int().nullable(),
  thumbnailUrl: z.string().nullable(),
  isActive: z.boolean(),
  /** The person proved `email` is theirs (a link mailed to it): from then on only they may change it. */
  emailConfirmed: z.boolean(),
  /** A new sign-in e-mail the person asked for, until its link is followed (null: none). */
  pendingEmail: z.string().nullable(),
  version: z.number().int(),
});
export type Profile = z.infer<typeof profileSchema>;

/** One's own new sign-in e-mail, with one's password: a link to the new address confirms it. */
export const changeEmailBodySchema = z.strictObject({
  email: z.email('Enter a valid e-mail address').max(254),
  password: z.string().min(1, 'Required').max(200),
});
export type ChangeEmailBody = z.infer<typeof changeEmailBodySchema>;
export const confirmEmailChangeBodySchema = z.strictObject({ token: z.string().min(16).max(200) });

const name = z.string().trim().min(1, 'Required').max(100);
export const updateProfileBodySchema = z.strictObject({
  firstName: name,
  lastName: name,
  language: languageSchema,
  /** An IANA zone ("Europe/Madrid"); left out keeps it, null clears it. */
  timeZone: timeZoneSchema.nullable().optional(),
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

/**
 * A surrogate login into this person's account ("Sign in as", docs/decisions.md "Surrogate login"): when
 * it started and the staff member who did it. Read from the audit log's SURROGATE_START rows.
 */
export const surrogateSessionSchema = z.object({
  at: z.string(),
  staffProfileId: z.number().int().nullable(),
  staffName: z.string(),
  staffRoleId: roleIdSchema.nullable(),
});
export type SurrogateSession = z.infer<typeof surrogateSessionSchema>;
export const surrogateSessionListSchema = pagedSchema('items', surrogateSessionSchema);
export const surrogateSessionQuerySchema = z.strictObject({ ...pageQuerySchema.shape });
export type SurrogateSessionList = z.infer<typeof surrogateSessionListSchema>;
