import { z } from 'zod';

export const idParamsSchema = z.strictObject({ id: z.coerce.number().int().positive().max(2147483647) });
export const languageSchema = z.enum(['en', 'es']);
export type Language = z.infer<typeof languageSchema>;
export const DEFAULT_LANGUAGE: Language = 'en';
export const okResponseSchema = z.object({ ok: z.literal(true) });

/** An IANA time zone the runtime knows ("Europe/Madrid"). */
export const timeZoneSchema = z
  .string()
  .trim()
  .max(64)
  .refine(
    (tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return tz.length > 0;
      } catch {
        return false;
      }
    },
    { message: 'A time zone such as Europe/Madrid' },
  );
