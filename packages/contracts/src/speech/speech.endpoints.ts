import { ALL_ROLES } from '../roles.js';
import { endpoint } from '../endpoint.js';
import { TranslationError } from '../translation/translation.js';
import { SPEECH_RATE_LIMIT, speechAvailabilitySchema, speechBodySchema } from './speech.js';

/** Text-to-speech (spec 002 section 7): staff and participants hear a text read aloud (a course step, a message). */
export const speechEndpoints = {
  speak: endpoint({
    method: 'POST',
    path: '/text-to-speech',
    summary: 'Read a text aloud: the audio (Ogg/Opus, or WAV without ffmpeg), by its Content-Type',
    body: speechBodySchema,
    download: true,
    roles: ALL_ROLES,
    rateLimit: SPEECH_RATE_LIMIT,
    errors: [TranslationError.UnsupportedLanguage, TranslationError.Unavailable, TranslationError.Failed],
  }),
  availability: endpoint({
    method: 'GET',
    path: '/text-to-speech/availability',
    summary: 'Whether this server reads texts aloud, in which languages',
    response: speechAvailabilitySchema,
    roles: ALL_ROLES,
  }),
};
export type SpeechEndpoints = typeof speechEndpoints;
