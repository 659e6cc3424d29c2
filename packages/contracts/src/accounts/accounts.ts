import { z } from 'zod';

/** An account (spec 000 section 3): active or not, with the user's version as its weak ETag. */
export const accountSchema = z.object({
  id: z.number().int(),
  isActive: z.boolean(),
  version: z.number().int(),
});
export type Account = z.infer<typeof accountSchema>;

/** PUT /accounts/{id} with If-Match: activate or inactivate. */
export const updateAccountBodySchema = z.strictObject({ isActive: z.boolean() });
export type UpdateAccountBody = z.infer<typeof updateAccountBodySchema>;
