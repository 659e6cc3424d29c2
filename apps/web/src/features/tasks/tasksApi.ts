import { taskListSchema, type TaskList } from '@stride/contracts';
import { api } from '../../app/api/client';

/** The panel shows this many of the newest tasks; older ones are dismissed long before. */
const TASKS_PAGE = 50;

/** GET /tasks: the user's own background tasks, newest first. */
export function fetchTasks(): Promise<TaskList> {
  return api.get('/tasks', { query: { perPage: TASKS_PAGE }, parse: (body) => taskListSchema.parse(body) });
}

/** DELETE /tasks/{id}: dismisses a finished task (a running one answers 409). */
export async function deleteTask(id: number): Promise<void> {
  await api.delete(`/tasks/${id}`);
}
