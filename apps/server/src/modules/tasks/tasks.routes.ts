import type { FastifyInstance } from 'fastify';
import { idParamsSchema, taskListQuerySchema, taskListSchema } from '@stride/contracts';
import { paged } from '../../platform/http/paging.js';
import { tenantTx } from '../../platform/http/request.js';
import { typed } from '../../platform/http/server.js';
import { deleteOwnTask, listOwnTasks } from './tasks.service.js';

/** GET /tasks and DELETE /tasks/{id} (spec 002 section 7): the signed-in user's background tasks. */
export async function tasksRoutes(app: FastifyInstance): Promise<void> {
  const r = typed(app);
  const tags = ['tasks'];

  r.get(
    '/api/tasks',
    { schema: { tags, querystring: taskListQuerySchema, response: { 200: taskListSchema } } },
    async (req) => {
      const { items, total } = await tenantTx(req, (tx, ctx) => listOwnTasks(tx, ctx, req.query));
      return paged('tasks', items, total, req.query);
    },
  );

  r.delete('/api/tasks/:id', { schema: { tags, params: idParamsSchema } }, async (req, reply) => {
    const task = await tenantTx(req, (tx, ctx) => deleteOwnTask(tx, ctx, req.params.id));
    if (task.fileKey) await app.platform.storage.delete(task.fileKey).catch(() => undefined);
    return reply.status(204).send();
  });
}
