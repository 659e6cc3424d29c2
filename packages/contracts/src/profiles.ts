import { z } from 'zod';
import { languageSchema } from './common.js';
import { roleIdSchema } from './roles.schema.js';

export const profileSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  uuid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  language: languageSchema,
  roleId: roleIdSchema,
  companyId: z.number().int().nullable(),
  thumbnailUrl: z.string().nullable(),
  isActive: z.boolean(),
  version: z.number().int(),
});
export type Profile = z.infer<typeof profileSchema>;

const name = z.string().trim().min(1, 'Required').max(100);
export const updateProfileBodySchema = z.strictObject({
  firstName: name,
  lastName: name,
  language: languageSchema,
});
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;
