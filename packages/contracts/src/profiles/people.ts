import { z } from 'zod';
import { languageSchema } from '../common.js';

/**
 * What every person of a list carries (participants, team, practice staff): `id` is the user id (as in
 * /participants/{id} and /accounts/{id}), `profileId` the profile's, `version` the profile's (its ETag).
 * Lists of one kind extend it with their own fields.
 */
export const personSchema = z.object({
  id: z.number().int(),
  profileId: z.number().int(),
  uuid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** The person proved the address (a mailed link): only they change it now (docs/security.md, rule 1). */
  emailConfirmed: z.boolean(),
  language: languageSchema,
  isActive: z.boolean(),
  /** A small WebP data URL of the profile picture, or null: an <img> shows it without a token. */
  thumbnailUrl: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type Person = z.infer<typeof personSchema>;
