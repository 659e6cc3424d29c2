import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import path from 'node:path';
import type { SpeechVoice } from '@stride/contracts';
import type { Config } from '../../platform/config/config.js';
import { concurrencyLimit } from '../../platform/concurrency.js';
import { findTool, runTool, ToolError, withTextFile } from '../../platform/tools.js';
import { engineBusy, engineFailed } from '../translation/index.js';

/** The audio a speech engine makes, as stored and answered. */
export interface AudioFormat {
  extension: 'ogg' | 'wav';
  contentType: 'audio/ogg' | 'audio/wav';
}

export const OGG: AudioFormat = { extension: 'ogg', contentType: 'audio/ogg' };
export const WAV: AudioFormat = { extension: 'wav', contentType: 'audio/wav' };

/** A way to read a text aloud: espeak-ng on this machine, or an OpenAI-compatible speech endpoint. */
export interface SpeechEngine {
  readonly name: 'espeak-ng' | 'openai';
  /** The languages it speaks; null: any its server speaks. */
  readonly languages: readonly string[] | null;
  readonly format: AudioFormat;
  /** The audio of the text, handed to `keep` as a stream (stored by the caller) before its files are removed. */
  speak(text: string, language: string, voice: SpeechVoice, keep: (audio: Readable) => Promise<void>): Promise<void>;
}

export const SPEECH_TIMEOUT_MS = 30_000;
const DETECT_TIMEOUT_MS = 10_000;

/** espeak-ng's languages by `--voices` (its second column, `es-419` -> es), the codes the wire names. */
export function espeakLanguages(listing: string): string[] {
  const codes = listing
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/)[1]?.split('-')[0] ?? '')
    .filter((code) => /^[a-z]{2,3}$/.test(code));
  return [...new Set(codes)].sort();
}

/** espeak-ng's voice of a language: its default (male) voice, or the female variant f3. */
const espeakVoice = (language: string, voice: SpeechVoice) => (voice === 'female' ? `${language}+f3` : language);

/**
 * espeak-ng reads the text from a file of its own (`-f`, never an argument) and writes a WAV; ffmpeg, when
 * installed, makes it Ogg/Opus (a tenth of the size). Two at a time, each killed after the time limit.
 */
export function espeakEngine(
  languages: readonly string[],
  ffmpeg: boolean,
  timeoutMs = SPEECH_TIMEOUT_MS,
): SpeechEngine {
  const limit = concurrencyLimit(2, 20);
  return {
    name: 'espeak-ng',
    languages,
    format: ffmpeg ? OGG : WAV,
    speak: (text, language, voice, keep) =>
      limit(
        () =>
          withTextFile(text, async (file, dir) => {
            const wav = path.join(dir, 'speech.wav');
            try {
              await runTool('espeak-ng', ['-v', espeakVoice(language, voice), '-w', wav, '-f', file], { timeoutMs });
              if (!ffmpeg) return await keep(createReadStream(wav));
              const ogg = path.join(dir, 'speech.ogg');
              await runTool(
                'ffmpeg',
                ['-nostdin', '-v', 'error', '-y', '-i', wav, '-c:a', 'libopus', '-b:a', '32k', ogg],
                { timeoutMs },
              );
              await keep(createReadStream(ogg));
            } catch (error) {
              if (error instanceof ToolError) throw engineFailed('Reading aloud', error.timedOut);
              throw error;
            }
          }),
        () => engineBusy('Reading aloud'),
      ),
  };
}

/** An OpenAI voice for each of ours. */
const OPENAI_VOICES: Record<SpeechVoice, string> = { female: 'nova', male: 'onyx' };

/** POST {url}/audio/speech {model, input, voice, response_format: 'opus'} (OpenAI's API and those that mimic it). */
export function openAiSpeechEngine(
  url: string,
  model: string,
  apiKey?: string,
  timeoutMs = SPEECH_TIMEOUT_MS,
): SpeechEngine {
  const endpoint = `${url.replace(/\/+$/, '')}/audio/speech`;
  return {
    name: 'openai',
    languages: null,
    format: OGG,
    async speak(text, _language, voice, keep) {
      let res: Response;
      try {
        res = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}) },
          body: JSON.stringify({ model, input: text, voice: OPENAI_VOICES[voice], response_format: 'opus' }),
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
      } catch (error) {
        throw engineFailed('Reading aloud', error instanceof Error && error.name === 'TimeoutError');
      }
      if (!res.ok || !res.body) throw engineFailed('Reading aloud', false);
      await keep(Readable.fromWeb(res.body as WebReadableStream));
    },
  };
}

/**
 * The engine of this server, found once (on first use): SPEECH_URL's endpoint, else espeak-ng when it is on the
 * PATH (with ffmpeg: Ogg/Opus, else WAV); else none (503, the portal hides the action).
 */
export async function detectSpeechEngine(
  config: Pick<Config, 'SPEECH' | 'SPEECH_URL' | 'SPEECH_API_KEY' | 'SPEECH_MODEL'>,
): Promise<SpeechEngine | null> {
  if (config.SPEECH === 'off') return null;
  if (config.SPEECH_URL) return openAiSpeechEngine(config.SPEECH_URL, config.SPEECH_MODEL, config.SPEECH_API_KEY);
  if (!(await findTool('espeak-ng'))) return null;
  try {
    const languages = espeakLanguages(await runTool('espeak-ng', ['--voices'], { timeoutMs: DETECT_TIMEOUT_MS }));
    return languages.length > 0 ? espeakEngine(languages, (await findTool('ffmpeg')) !== null) : null;
  } catch {
    return null;
  }
}
