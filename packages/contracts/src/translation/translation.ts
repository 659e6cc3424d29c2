import { z } from 'zod';

/**
 * The longest text POST /translations takes, in characters (docs/decisions.md, "Translation and speech"): a
 * long chat message or journal entry; the spec's chat payload (32768) is for the whole message, not a text a
 * person reads translated.
 */
export const TRANSLATION_MAX_LENGTH = 5000;

/** Calls per person and minute of POST /translations (a repeat from the cache counts too). */
export const TRANSLATION_RATE_LIMIT = { max: 30, timeWindow: '1 minute', per: 'user' } as const;

/** Control characters other than tab, line feed and carriage return (a NUL would end a tool's input). */
const hasControl = (text: string) =>
  [...text].some((c) => {
    const code = c.charCodeAt(0);
    return (code < 0x20 && c !== '\t' && c !== '\n' && c !== '\r') || code === 0x7f;
  });

/**
 * A language on the wire: an ISO 639-1 (or 639-3) code, lower case ('en', 'es'). Which ones the server
 * translates or reads aloud is its engine's (the availability calls); another is a 400 UNSUPPORTED_LANGUAGE.
 */
export const languageCodeSchema = z
  .string()
  .regex(/^[a-z]{2,3}$/, 'Expected a language code such as en or es.')
  .meta({ examples: ['es', 'en'] });

/** A text a person reads or hears: not empty, at most `max` characters, no control characters (a tab and new lines are kept). */
export const spokenTextSchema = (max: number, empty: string) =>
  z
    .string()
    .trim()
    .min(1, empty)
    .max(max, `The text is too long: at most ${max} characters.`)
    .refine((text) => !hasControl(text), 'The text contains a control character.');

/** POST /translations (spec 002 section 7, "Translation and speech"): the target defaults to the reader's language. */
export const translationBodySchema = z.strictObject({
  text: spokenTextSchema(TRANSLATION_MAX_LENGTH, 'Enter a text to translate.'),
  sourceLanguage: languageCodeSchema,
  targetLanguage: languageCodeSchema.optional(),
});
export type TranslationBody = z.infer<typeof translationBodySchema>;

export const translationSchema = z.object({
  text: z.string(),
  sourceLanguage: z.string(),
  targetLanguage: z.string(),
});
export type Translation = z.infer<typeof translationSchema>;

export const languagePairSchema = z.object({ source: z.string(), target: z.string() });

/** GET /translations/availability: whether the server translates, and between which languages. */
export const translationAvailabilitySchema = z.object({
  available: z.boolean(),
  /** The pairs it translates; null: any pair its server translates (a LibreTranslate-compatible one). */
  pairs: z.array(languagePairSchema).nullable(),
  maxLength: z.number().int(),
});
export type TranslationAvailability = z.infer<typeof translationAvailabilitySchema>;

/** The refusals of the translation and speech calls, by code (the portal words them). */
export const TranslationError = {
  /** 400: a language the engine does not translate or speak. */
  UnsupportedLanguage: 'UNSUPPORTED_LANGUAGE',
  /** 503: no engine on this server (apertium or TRANSLATE_URL; espeak-ng or SPEECH_URL). */
  Unavailable: 'ENGINE_UNAVAILABLE',
  /** 503: the engine failed or took too long. */
  Failed: 'ENGINE_FAILED',
} as const;
