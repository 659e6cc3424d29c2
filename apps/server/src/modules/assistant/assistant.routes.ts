import type { FastifyInstance } from 'fastify';
import { endpoints } from '@stride/contracts';
import { route } from '../../platform/http/route.js';
import { gatherParticipantFacts } from './assistant.facts.js';
import { assistantProviderFor, saveFinalAnswer, storeSamiAnswer } from './assistant.service.js';
import { presentSamiAnswer } from './assistant.presenter.js';

const api = endpoints.assistant;

/** The assistant (issue 5 part 6): POST /sami drafts an answer about a participant, PUT /sami/{id} keeps the final one. */
export async function assistantRoutes(app: FastifyInstance): Promise<void> {
  const provider = assistantProviderFor(app.platform.config);

  // Facts in one transaction, the provider (up to 20 s) outside any, the answer in another.
  route(app, api.ask, { transaction: false }, async ({ body, inTx }) => {
    const gathered = await inTx((tx, ctx) => gatherParticipantFacts(tx, ctx, body.targetProfileId));
    const drafted = await provider.answer(body.question, gathered.facts, gathered.language);
    const facts = gathered.facts.map((f) => f.text);
    const row = await inTx((tx, ctx) => storeSamiAnswer(tx, ctx, body, { ...drafted, facts }));
    return presentSamiAnswer(row, drafted.note ?? null);
  });

  route(app, api.saveFinal, async ({ tx, ctx, params, version, body }) =>
    saveFinalAnswer(tx, ctx, params.answerId, version, body.finalAnswer),
  );
}
