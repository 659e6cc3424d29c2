import { z } from 'zod';
import { featureFlagsSchema, searchQuerySchema } from '../flags.js';
import { pageQuerySchema, pagedSchema } from '../paging.js';

/** A company, called a practice in calls (spec 000 section 3). */
export const companySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** A small WebP data URL, or null: an <img> shows it without a token. */
  thumbnailUrl: z.string().nullable(),
  ...featureFlagsSchema.shape,
  /** Practice staff (roles 4, 5, 6) and participants of the company. */
  staffCount: z.number().int(),
  participantsCount: z.number().int(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type Company = z.infer<typeof companySchema>;
export const companyListSchema = pagedSchema('practices', companySchema);
/** Orders of the company list (the portal's sortable columns); the id settles ties. */
export const COMPANY_SORTS = ['name', 'createdAt'] as const;
export type CompanySort = (typeof COMPANY_SORTS)[number];
export const companyListQuerySchema = z.strictObject({
  ...pageQuerySchema.shape,
  search: searchQuerySchema,
  sort: z.enum(COMPANY_SORTS).default('name'),
  order: z.enum(['asc', 'desc']).default('asc'),
});

const companyName = z.string().trim().min(1, 'Required').max(200);
export const createCompanyBodySchema = z.strictObject({
  name: companyName,
  journalAvailable: z.boolean().optional(),
  smartSurveyAvailable: z.boolean().optional(),
  swapAvailable: z.boolean().optional(),
  surveyAvailable: z.boolean().optional(),
});
export type CreateCompanyBody = z.infer<typeof createCompanyBodySchema>;
export const updateCompanyBodySchema = z.strictObject({ name: companyName });
export type UpdateCompanyBody = z.infer<typeof updateCompanyBodySchema>;

/** PUT /practices/{id}/participants/programs: programs for the company's participants (all when none listed). */
export const assignCompanyProgramsBodySchema = z.strictObject({
  programs: z.array(z.number().int().positive()).min(1, 'Choose at least one program').max(100),
  participants: z.array(z.number().int().positive()).min(1).max(5000).optional(),
});
export type AssignCompanyProgramsBody = z.infer<typeof assignCompanyProgramsBodySchema>;
export type CompanyListQuery = z.infer<typeof companyListQuerySchema>;
