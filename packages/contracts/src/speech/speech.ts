import { z } from 'zod';
import { languageCodeSchema, spokenTextSchema } from '../translation/translation.js';

/** The longest text POST /text-to-speech reads aloud, in characters: a course step or a message, a few minutes of speech. */
export const SPEECH_MAX_LENGTH = 2000;

/** Calls per person and minute of POST /text-to-speech (a repeat from the cache counts too). */
export const SPEECH_RATE_LIMIT = { max: 20, timeWindow: '1 minute', per: 'user' } as const;

/** The voices a client may ask for: espeak-ng's female variant (f3) or its default male voice; a speech server's by its own mapping. */
export const SPEECH_VOICES = ['female', 'male'] as const;
export type SpeechVoice = (typeof SPEECH_VOICES)[number];

/** POST /text-to-speech (spec 002 section 7): the answer is the audio (Ogg/Opus, MP3 or WAV, by its Content-Type). */
export const speechBodySchema = z.strictObject({
  text: spokenTextSchema(SPEECH_MAX_LENGTH, 'Enter a text to read aloud.'),
  language: languageCodeSchema,
  voice: z.enum(SPEECH_VOICES).optional(),
});
export type SpeechBody = z.infer<typeof speechBodySchema>;

/** GET /text-to-speech/availability: whether the server reads aloud, in which languages. */
export const speechAvailabilitySchema = z.object({
  available: z.boolean(),
  /** null: any language its speech server speaks (SPEECH_URL). */
  languages: z.array(z.string()).nullable(),
  maxLength: z.number().int(),
});
export type SpeechAvailability = z.infer<typeof speechAvailabilitySchema>;
