import { z } from 'zod';

export const idParamsSchema = z.strictObject({ id: z.coerce.number().int().positive().max(2147483647) });
export const languageSchema = z.enum(['en', 'es']);
export type Language = z.infer<typeof languageSchema>;
export const DEFAULT_LANGUAGE: Language = 'en';
export const okResponseSchema = z.object({ ok: z.literal(true) });
