import type { FastifyInstance } from 'fastify';
import { endpoints } from '@stride/contracts';
import { authorize } from '../../platform/http/authorize.js';
import { route } from '../../platform/http/route.js';
import { detectTranslationEngine, type TranslationEngine } from './translation.engines.js';
import {
  cachedTranslation,
  presentTranslation,
  storeTranslation,
  translationAvailability,
  translationRequest,
} from './translation.service.js';

const api = endpoints.translation;

/** Translation (issue 30 part 4): POST /translations, from the cache or the engine found once, on first use. */
export async function translationRoutes(app: FastifyInstance): Promise<void> {
  // Looked for once per process, when first needed (most processes of the tests never translate).
  let found: Promise<TranslationEngine | null> | undefined;
  const engineOf = () =>
    (found ??= detectTranslationEngine(app.platform.config).then((engine) => {
      app.log.info({ engine: engine?.name ?? null }, 'translation engine');
      return engine;
    }));

  route(app, api.availability, async ({ actor }) => {
    authorize(actor, 'translation.use', undefined);
    return translationAvailability(await engineOf());
  });

  // The cache in one short transaction, the engine (seconds) outside any, the translation kept in another.
  route(app, api.translate, { transaction: false }, async ({ actor, body, req, inTx }) => {
    authorize(actor, 'translation.use', undefined);
    const engine = await engineOf();
    const { source, target, cached } = await inTx(async (tx, ctx) => {
      const pair = await translationRequest(tx, ctx, engine, body, req.headers['accept-language']);
      return { ...pair, cached: await cachedTranslation(tx, ctx, engine!, body.text, pair.source, pair.target) };
    });
    if (cached !== undefined) return presentTranslation(cached, source, target);
    const translated = await engine!.translate(body.text, source, target);
    await inTx((tx, ctx) => storeTranslation(tx, ctx, engine!, body.text, source, target, translated));
    return presentTranslation(translated, source, target);
  });
}
