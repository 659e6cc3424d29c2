import type { FastifyInstance } from 'fastify';
import {
  samiAnswerParamsSchema,
  samiAnswerSchema,
  samiBodySchema,
  samiFinalBodySchema,
  STAFF_ROLES,
} from '@stride/contracts';
import { ifMatchVersion, sendVersioned } from '../../platform/http/etag.js';
import { tenantTx } from '../../platform/http/request.js';
import { typed } from '../../platform/http/server.js';
import { gatherParticipantFacts } from './assistant.facts.js';
import { assistantProviderFor, presentSamiAnswer, saveFinalAnswer, storeSamiAnswer } from './assistant.service.js';

/** The assistant (issue 5 part 6): POST /sami drafts an answer about a participant, PUT /sami/{id} keeps the final one. */
export async function assistantRoutes(app: FastifyInstance): Promise<void> {
  const r = typed(app);
  const tags = ['assistant'];
  const config = { roles: STAFF_ROLES };
  const provider = assistantProviderFor(app.platform.config);

  r.post(
    '/api/sami',
    { config, schema: { tags, body: samiBodySchema, response: { 201: samiAnswerSchema } } },
    async (req, reply) => {
      // Facts in one transaction, the provider (up to 20 s) outside any, the answer in another.
      const gathered = await tenantTx(req, (tx, ctx) => gatherParticipantFacts(tx, ctx, req.body.targetProfileId));
      const drafted = await provider.answer(req.body.question, gathered.facts, gathered.language);
      const facts = gathered.facts.map((f) => f.text);
      const row = await tenantTx(req, (tx, ctx) => storeSamiAnswer(tx, ctx, req.body, { ...drafted, facts }));
      return reply.status(201).send(sendVersioned(reply, presentSamiAnswer(row, drafted.note ?? null)));
    },
  );

  r.put(
    '/api/sami/:answerId',
    {
      config,
      schema: { tags, params: samiAnswerParamsSchema, body: samiFinalBodySchema, response: { 200: samiAnswerSchema } },
    },
    async (req, reply) => {
      const version = ifMatchVersion(req);
      const answer = await tenantTx(req, (tx, ctx) =>
        saveFinalAnswer(tx, ctx, req.params.answerId, version, req.body.finalAnswer),
      );
      return sendVersioned(reply, answer);
    },
  );
}
