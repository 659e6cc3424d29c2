import { STAFF_ROLES } from '../roles.js';
import { endpoint } from '../endpoint.js';
import {
  TRANSLATION_RATE_LIMIT,
  TranslationError,
  translationAvailabilitySchema,
  translationBodySchema,
  translationSchema,
} from './translation.js';

/** Translation (spec 002 section 7, "Translation and speech"): staff translate a participant's words. */
export const translationEndpoints = {
  translate: endpoint({
    method: 'POST',
    path: '/translations',
    summary: "Translate a text (to the reader's language unless targetLanguage says another)",
    body: translationBodySchema,
    response: translationSchema,
    roles: STAFF_ROLES,
    rateLimit: TRANSLATION_RATE_LIMIT,
    errors: [TranslationError.UnsupportedLanguage, TranslationError.Unavailable, TranslationError.Failed],
  }),
  availability: endpoint({
    method: 'GET',
    path: '/translations/availability',
    summary: 'Whether this server translates, and between which languages',
    response: translationAvailabilitySchema,
    roles: STAFF_ROLES,
  }),
};
export type TranslationEndpoints = typeof translationEndpoints;
