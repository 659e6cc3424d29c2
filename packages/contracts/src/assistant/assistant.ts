import { z } from 'zod';

/** POST /sami: the assistant drafts an answer about a participant. */
export const samiBodySchema = z.strictObject({
  targetProfileId: z.number().int().positive(),
  question: z.string().trim().min(1).max(2000),
});
export const samiAnswerSchema = z.object({
  answerId: z.number().int(),
  answer: z.string(),
  /** 'model' when an OpenAI-compatible endpoint answered; 'builtin' otherwise (not from a model). */
  source: z.enum(['model', 'builtin']),
  facts: z.array(z.string()),
  targetProfileId: z.number().int(),
  question: z.string(),
  /** Why a configured model did not answer (its failure), when the built-in answer stands in; else null. */
  note: z.string().nullable(),
  /** The advisor's final answer (PUT /sami/{answerId}); null until saved. */
  finalAnswer: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type SamiAnswer = z.infer<typeof samiAnswerSchema>;
export type SamiBody = z.infer<typeof samiBodySchema>;
export const samiFinalBodySchema = z.strictObject({ finalAnswer: z.string().trim().min(1).max(8000) });
export type SamiFinalBody = z.infer<typeof samiFinalBodySchema>;
export const samiAnswerParamsSchema = z.strictObject({
  answerId: z.coerce.number().int().positive().max(2147483647),
});
/** The label of an answer not written by a language model (source 'builtin'). */
export const SAMI_BUILTIN_LABEL = "This answer was composed from the participant's records, not by a language model.";
