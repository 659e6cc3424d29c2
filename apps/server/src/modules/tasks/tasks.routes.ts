import type { FastifyInstance } from 'fastify';
import { endpoints } from '@stride/contracts';
import { paged } from '../../platform/http/paging.js';
import { route } from '../../platform/http/route.js';
import { deleteOwnTask, listOwnTasks } from './tasks.service.js';

const api = endpoints.tasks;

/** GET /tasks and DELETE /tasks/{id} (spec 002 section 7): the signed-in user's background tasks. */
export async function tasksRoutes(app: FastifyInstance): Promise<void> {
  const { storage } = app.platform;

  route(app, api.list, async ({ tx, ctx, query }) => {
    const { items, total } = await listOwnTasks(tx, ctx, query);
    return paged('tasks', items, total, query);
  });

  route(app, api.delete, async ({ tx, ctx, params, afterCommit }) => {
    const task = await deleteOwnTask(tx, ctx, params.id);
    if (task.fileKey) afterCommit(() => storage.delete(task.fileKey!).catch(() => undefined));
  });
}
