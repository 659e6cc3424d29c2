import { z } from 'zod';

/** Feature flags of a company or a person (spec 000 section 3); they gate tabs and menu items. */
export const FEATURE_FLAGS = ['journalAvailable', 'smartSurveyAvailable', 'swapAvailable', 'surveyAvailable'] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

export const featureFlagsSchema = z.object({
  journalAvailable: z.boolean(),
  smartSurveyAvailable: z.boolean(),
  swapAvailable: z.boolean(),
  surveyAvailable: z.boolean(),
});
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;

/** PUT …/featureFlag: the flags that change (the portal sends surveyAvailable plus the changed key). */
export const featureFlagsBodySchema = z
  .strictObject({
    journalAvailable: z.boolean().optional(),
    smartSurveyAvailable: z.boolean().optional(),
    swapAvailable: z.boolean().optional(),
    surveyAvailable: z.boolean().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'Send at least one flag.' });
export type FeatureFlagsBody = z.infer<typeof featureFlagsBodySchema>;

/** `true` or `false` in a query string (z.coerce.boolean would read "false" as true). */
export const queryBooleanSchema = z.enum(['true', 'false']).transform((v) => v === 'true');

/** A free-text search in a list's query string. */
export const searchQuerySchema = z.string().trim().max(100).optional();

/** The answer of a bulk action: the spec's confirmation and how many rows it touched. */
export const countConfirmationSchema = z.object({ message: z.string(), count: z.number().int() });
export const messageSchema = z.object({ message: z.string() });
