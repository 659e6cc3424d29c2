import type { FastifyInstance } from 'fastify';
import { pageViewBodySchema } from '@stride/contracts';
import { typed } from '../../platform/http/server.js';
import { requireActor, tenantTx } from '../../platform/http/request.js';
import { pageViews } from './page-views.table.js';

export async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  typed(app).post(
    '/api/page-views',
    { schema: { tags: ['platform'], body: pageViewBodySchema } },
    async (req, reply) => {
      const actor = requireActor(req);
      // A page view is an event, not a change of anyone's data: not audited.
      await tenantTx(req, (tx) =>
        tx.insert(pageViews).values({ tenantId: req.tenant.id, userId: actor.userId, path: req.body.path }),
      );
      return reply.status(204).send();
    },
  );
}
