import { idParamsSchema } from '../common.js';
import { endpoint } from '../endpoint.js';
import { ALL_ROLES } from '../roles.js';
import { taskListQuerySchema, taskListSchema } from './tasks.js';

/** /tasks (spec 002 section 7): the signed-in person's background tasks. */
export const taskEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/tasks',
    summary: "The actor's own background tasks, newest first",
    query: taskListQuerySchema,
    response: taskListSchema,
    roles: ALL_ROLES,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/tasks/{id}',
    summary: 'Dismiss one of the actor’s finished tasks (409 while it runs)',
    params: idParamsSchema,
    status: 204,
    roles: ALL_ROLES,
  }),
};
export type TaskEndpoints = typeof taskEndpoints;
