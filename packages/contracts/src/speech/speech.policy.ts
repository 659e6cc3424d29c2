import { definePolicy } from '../policy.js';

/**
 * Text-to-speech (docs/decisions.md, "Translation and speech"): everyone signed in hears a text read aloud,
 * staff a message, a participant their course's steps. No resource: the text is the caller's to send.
 */
export const speechPolicy = definePolicy<undefined, 'use'>({
  view: () => true,
  use: () => true,
});
