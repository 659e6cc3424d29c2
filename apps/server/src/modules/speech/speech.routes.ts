import type { FastifyInstance } from 'fastify';
import { endpoints } from '@stride/contracts';
import { authorize } from '../../platform/http/authorize.js';
import { route } from '../../platform/http/route.js';
import { detectSpeechEngine, type SpeechEngine } from './speech.engines.js';
import { speak, speechAvailability } from './speech.service.js';

const api = endpoints.speech;

/** Text-to-speech (issue 30 part 5): POST /text-to-speech, from the store or the engine found once, on first use. */
export async function speechRoutes(app: FastifyInstance): Promise<void> {
  // Looked for once per process, when first needed (most processes of the tests never speak).
  let found: Promise<SpeechEngine | null> | undefined;
  const engineOf = () =>
    (found ??= detectSpeechEngine(app.platform.config).then((engine) => {
      app.log.info({ engine: engine?.name ?? null, format: engine?.format.extension ?? null }, 'speech engine');
      return engine;
    }));

  route(app, api.availability, async ({ actor }) => {
    authorize(actor, 'speech.use', undefined);
    return speechAvailability(await engineOf());
  });

  // No transaction: nothing of the database is read or written, and the engine takes seconds.
  route(app, api.speak, { transaction: false }, async ({ actor, ctx, body, reply }) => {
    authorize(actor, 'speech.use', undefined);
    return speak(app.platform.storage, ctx, await engineOf(), body, reply);
  });
}
