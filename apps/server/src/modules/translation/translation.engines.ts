import { TranslationError } from '@stride/contracts';
import type { Config } from '../../platform/config/config.js';
import { concurrencyLimit } from '../../platform/concurrency.js';
import { HttpError } from '../../platform/http/errors.js';
import { findTool, runTool, ToolError, withTextFile } from '../../platform/tools.js';

export interface LanguagePair {
  source: string;
  target: string;
}

/** A way to translate: Apertium on this machine, or a LibreTranslate-compatible server. */
export interface TranslationEngine {
  readonly name: 'apertium' | 'libretranslate';
  /** The pairs it translates; null: any its server takes (it refuses the others). */
  readonly pairs: readonly LanguagePair[] | null;
  translate(text: string, source: string, target: string): Promise<string>;
}

/** A process or a request of seconds: more is a 503 the person may retry. */
export const TRANSLATION_TIMEOUT_MS = 30_000;
const DETECT_TIMEOUT_MS = 10_000;

/** The 503s of the language tools, in words a person reads (the portal words them by code). */
export const engineUnavailable = (what: string) =>
  new HttpError(503, TranslationError.Unavailable, `${what} is not available on this server.`);
export const engineFailed = (what: string, timedOut: boolean) =>
  new HttpError(
    503,
    TranslationError.Failed,
    timedOut ? `${what} took too long. Please try again!` : `${what} failed. Please try again!`,
  );
export const engineBusy = (what: string) =>
  new HttpError(503, TranslationError.Failed, `${what} is busy. Please try again in a moment.`);
/** The 400 of a language the engine does not take, on the field that names it. */
export const unsupportedLanguage = (path: string, message: string) =>
  new HttpError(400, TranslationError.UnsupportedLanguage, message, [{ path, message }]);

/** The wire's ISO 639-1 codes and Apertium's ISO 639-3 ones (apertium-eng-spa's modes: eng-spa, spa-eng). */
const APERTIUM_CODES: Record<string, string> = { en: 'eng', es: 'spa' };
const WIRE_CODES = Object.fromEntries(Object.entries(APERTIUM_CODES).map(([wire, iso3]) => [iso3, wire]));

/** The pairs of `apertium -l`'s modes that the wire names (`eng-spa` -> en to es); regional modes are left out. */
export function apertiumPairs(modesListing: string): LanguagePair[] {
  return modesListing
    .split('\n')
    .map((line) => /^\s*([a-z]{3})-([a-z]{3})\s*$/.exec(line))
    .flatMap((m) =>
      m && WIRE_CODES[m[1]!] && WIRE_CODES[m[2]!] ? [{ source: WIRE_CODES[m[1]!]!, target: WIRE_CODES[m[2]!]! }] : [],
    );
}

/**
 * Apertium: the text goes to a file of its own (apertium reads /dev/stdin, which fails on a pipe from spawn
 * here), named as its input argument; `-u` drops the marks of unknown words, `-f txt` takes it as plain text.
 * Two at a time (each is a pipeline of a dozen processes), killed whole after the time limit.
 */
export function apertiumEngine(pairs: readonly LanguagePair[], timeoutMs = TRANSLATION_TIMEOUT_MS): TranslationEngine {
  const limit = concurrencyLimit(2, 20);
  return {
    name: 'apertium',
    pairs,
    translate: (text, source, target) =>
      limit(
        async () => {
          const mode = `${APERTIUM_CODES[source]}-${APERTIUM_CODES[target]}`;
          try {
            const out = await withTextFile(text, (file) =>
              runTool('apertium', ['-u', '-f', 'txt', mode, file], { timeoutMs }),
            );
            return out.replace(/\s+$/, '');
          } catch (error) {
            if (error instanceof ToolError) throw engineFailed('Translation', error.timedOut);
            throw error;
          }
        },
        () => engineBusy('Translation'),
      ),
  };
}

/** A LibreTranslate-compatible server: POST {url}/translate {q, source, target, format: 'text'} -> {translatedText}. */
export function libreTranslateEngine(
  url: string,
  apiKey?: string,
  timeoutMs = TRANSLATION_TIMEOUT_MS,
): TranslationEngine {
  const endpoint = `${url.replace(/\/+$/, '')}/translate`;
  return {
    name: 'libretranslate',
    pairs: null,
    async translate(text, source, target) {
      let res: Response;
      try {
        res = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ q: text, source, target, format: 'text', ...(apiKey ? { api_key: apiKey } : {}) }),
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
      } catch (error) {
        throw engineFailed('Translation', error instanceof Error && error.name === 'TimeoutError');
      }
      const body = (await res.json().catch(() => null)) as { translatedText?: unknown } | null;
      // LibreTranslate answers 400 for a language it does not have.
      if (res.status === 400) {
        throw unsupportedLanguage(
          'body.targetLanguage',
          `The translation server does not translate ${source} to ${target}.`,
        );
      }
      if (!res.ok || typeof body?.translatedText !== 'string') throw engineFailed('Translation', false);
      return body.translatedText;
    },
  };
}

/**
 * The engine of this server, found once (on first use): TRANSLATE_URL's server, else Apertium when `apertium` is
 * on the PATH with a mode the wire names (apertium-eng-spa); else none (503, the portal hides the action).
 */
export async function detectTranslationEngine(
  config: Pick<Config, 'TRANSLATION' | 'TRANSLATE_URL' | 'TRANSLATE_API_KEY'>,
): Promise<TranslationEngine | null> {
  if (config.TRANSLATION === 'off') return null;
  if (config.TRANSLATE_URL) return libreTranslateEngine(config.TRANSLATE_URL, config.TRANSLATE_API_KEY);
  if (!(await findTool('apertium'))) return null;
  try {
    const pairs = apertiumPairs(await runTool('apertium', ['-l'], { timeoutMs: DETECT_TIMEOUT_MS }));
    return pairs.length > 0 ? apertiumEngine(pairs) : null;
  } catch {
    return null;
  }
}
