import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { SPEECH_MAX_LENGTH, type SpeechAvailability, type SpeechBody } from '@stride/contracts';
import type { RequestContext } from '../../platform/http/context.js';
import type { FileStorage } from '../../platform/storage/storage.js';
import { engineFailed, engineUnavailable, unsupportedLanguage } from '../translation/index.js';
import type { SpeechEngine } from './speech.engines.js';

/** The largest audio kept: a few minutes of speech are well under it. */
const MAX_AUDIO_BYTES = 50 * 1024 * 1024;

export function speechAvailability(engine: SpeechEngine | null): SpeechAvailability {
  return {
    available: engine !== null,
    languages: engine?.languages ? [...engine.languages] : null,
    maxLength: SPEECH_MAX_LENGTH,
  };
}

/**
 * Where the audio of a text is kept: in the tenant's part of the store, by the SHA-256 of the engine, the
 * language, the voice and the text (the text itself is not in the name: it may be a participant's health data).
 */
export function speechKey(ctx: RequestContext, engine: SpeechEngine, text: string, language: string, voice: string) {
  const hash = createHash('sha256')
    .update(JSON.stringify([engine.name, language, voice, text]), 'utf8')
    .digest('hex');
  return `speech/${ctx.tenantId}/${hash}.${engine.format.extension}`;
}

/**
 * The audio of the text, streamed: from the store when it was made before, else made by the engine and kept
 * there first. No engine: 503; a language it does not speak: 400.
 */
export async function speak(
  storage: FileStorage,
  ctx: RequestContext,
  engine: SpeechEngine | null,
  body: SpeechBody,
  reply: FastifyReply,
): Promise<FastifyReply> {
  if (!engine) throw engineUnavailable('Reading aloud');
  if (engine.languages && !engine.languages.includes(body.language)) {
    throw unsupportedLanguage('body.language', `Texts in ${body.language} cannot be read aloud here.`);
  }
  const voice = body.voice ?? 'female';
  const key = speechKey(ctx, engine, body.text, body.language, voice);
  let audio = await storage.get(key);
  if (!audio) {
    await engine.speak(body.text, body.language, voice, async (stream) => {
      await storage.put(key, stream, { contentType: engine.format.contentType, maxBytes: MAX_AUDIO_BYTES });
    });
    audio = await storage.get(key);
    if (!audio) throw engineFailed('Reading aloud', false);
  }
  return reply
    .header('content-type', engine.format.contentType)
    .header('content-length', audio.size)
    .header('content-disposition', `inline; filename="speech.${engine.format.extension}"`)
    .header('cache-control', 'private, max-age=86400')
    .header('x-content-type-options', 'nosniff')
    .send(audio.body);
}
