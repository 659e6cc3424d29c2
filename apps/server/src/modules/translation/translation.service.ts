import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Translation, TranslationAvailability, TranslationBody } from '@stride/contracts';
import { TRANSLATION_MAX_LENGTH } from '@stride/contracts';
import type { Db } from '../../platform/db/client.js';
import type { RequestContext } from '../../platform/http/context.js';
import { fieldError } from '../../platform/http/errors.js';
import { languageOfProfile } from '../profiles/index.js';
import { engineUnavailable, unsupportedLanguage, type TranslationEngine } from './translation.engines.js';
import { translatedStrings } from './translation.table.js';

export const textHash = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

export function translationAvailability(engine: TranslationEngine | null): TranslationAvailability {
  return {
    available: engine !== null,
    pairs: engine?.pairs ? [...engine.pairs] : null,
    maxLength: TRANSLATION_MAX_LENGTH,
  };
}

/**
 * The languages of a call: the target is the body's, else the reader's (the portal's Accept-Language, else
 * their profile's). Refused before anything runs: no engine (503), a pair the engine does not translate (400
 * on the field at fault), the same language twice (400).
 */
export async function translationRequest(
  tx: Db,
  ctx: RequestContext,
  engine: TranslationEngine | null,
  body: TranslationBody,
  acceptLanguage: string | undefined,
): Promise<{ source: string; target: string }> {
  if (!engine) throw engineUnavailable('Translation');
  const source = body.sourceLanguage;
  const target =
    body.targetLanguage ??
    (acceptLanguage ? ctx.language : undefined) ??
    (ctx.actor ? await languageOfProfile(tx, ctx.tenantId, ctx.actor.profileId) : 'en');
  if (source === target) throw fieldError('body.targetLanguage', 'The text is already in that language.');
  const pairs = engine.pairs;
  if (pairs) {
    if (!pairs.some((p) => p.source === source)) {
      throw unsupportedLanguage('body.sourceLanguage', `Texts in ${source} cannot be translated here.`);
    }
    if (!pairs.some((p) => p.source === source && p.target === target)) {
      throw unsupportedLanguage('body.targetLanguage', `Texts in ${source} cannot be translated to ${target} here.`);
    }
  }
  return { source, target };
}

const keyOf = (ctx: RequestContext, engine: TranslationEngine, source: string, text: string) =>
  and(
    eq(translatedStrings.tenantId, ctx.tenantId),
    eq(translatedStrings.engine, engine.name),
    eq(translatedStrings.sourceLanguage, source),
    eq(translatedStrings.textHash, textHash(text)),
  );

/** The cached translation of the text, when one was made by this engine. */
export async function cachedTranslation(
  tx: Db,
  ctx: RequestContext,
  engine: TranslationEngine,
  text: string,
  source: string,
  target: string,
): Promise<string | undefined> {
  const [row] = await tx
    .select({ translations: translatedStrings.translations })
    .from(translatedStrings)
    .where(keyOf(ctx, engine, source, text))
    .limit(1);
  return row?.translations[target];
}

/** Keeps a translation beside the others of the same text (two at once: both land, the last one wins its language). */
export async function storeTranslation(
  tx: Db,
  ctx: RequestContext,
  engine: TranslationEngine,
  text: string,
  source: string,
  target: string,
  translated: string,
): Promise<void> {
  await tx
    .insert(translatedStrings)
    .values({
      tenantId: ctx.tenantId,
      engine: engine.name,
      sourceLanguage: source,
      textHash: textHash(text),
      translations: { [target]: translated },
    })
    .onConflictDoUpdate({
      target: [
        translatedStrings.tenantId,
        translatedStrings.engine,
        translatedStrings.sourceLanguage,
        translatedStrings.textHash,
      ],
      set: {
        translations: sql`${translatedStrings.translations} || excluded.translations`,
        updatedAt: sql`now()`,
      },
    });
}

export const presentTranslation = (text: string, source: string, target: string): Translation => ({
  text,
  sourceLanguage: source,
  targetLanguage: target,
});
