import { z } from 'zod';
import { idParamsSchema } from '../common.js';
import { queryBooleanSchema, searchQuerySchema } from '../flags.js';
import { pageQuerySchema, pagedSchema } from '../paging.js';

/** A company's program (spec 000 section 3), with how many profiles it is assigned to. */
export const programSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  active: z.boolean(),
  companyId: z.number().int(),
  profilesCount: z.number().int(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type Program = z.infer<typeof programSchema>;
export const programListSchema = pagedSchema('programs', programSchema);
export const programListQuerySchema = z.strictObject({
  ...pageQuerySchema.shape,
  companyId: idParamsSchema.shape.id.optional(),
  active: queryBooleanSchema.optional(),
  search: searchQuerySchema,
});

const programFields = {
  name: z.string().trim().min(1, 'Required').max(200),
  description: z.string().trim().max(2000),
};
/** companyId defaults to the company of the signed-in company admin. */
export const createProgramBodySchema = z.strictObject({
  ...programFields,
  description: programFields.description.default(''),
  active: z.boolean().default(true),
  companyId: idParamsSchema.shape.id.optional(),
});
export type CreateProgramBody = z.infer<typeof createProgramBodySchema>;
export const updateProgramBodySchema = z.strictObject({ ...programFields, active: z.boolean() });
export type UpdateProgramBody = z.infer<typeof updateProgramBodySchema>;

/** POST /programs/{id}/assign and /unassign: profile ids, the company in the query. */
export const programProfilesBodySchema = z.strictObject({
  profiles: z.array(z.number().int().positive()).min(1, 'Choose at least one profile').max(5000),
});
export const programCompanyQuerySchema = z.strictObject({ companyId: idParamsSchema.shape.id.optional() });

/** PUT /profiles/{id}/programs: the whole set (an empty list clears it). */
export const profileProgramsBodySchema = z.strictObject({
  programs: z.array(z.number().int().positive()).max(100),
});
export const profileProgramsSchema = z.object({ programs: z.array(programSchema) });
export type ProgramListQuery = z.infer<typeof programListQuerySchema>;
