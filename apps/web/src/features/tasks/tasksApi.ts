import { endpoints, type TaskList } from '@stride/contracts';
import { callEndpoint } from '../../app/api';

/** The panel shows this many of the newest tasks; older ones are dismissed long before. */
const TASKS_PAGE = 50;

/** GET /tasks: the user's own background tasks, newest first. */
export function fetchTasks(): Promise<TaskList> {
  return callEndpoint(endpoints.tasks.list, { query: { perPage: TASKS_PAGE } });
}

/** DELETE /tasks/{id}: dismisses a finished task (a running one answers 409). */
export async function deleteTask(id: number): Promise<void> {
  await callEndpoint(endpoints.tasks.delete, { params: { id } });
}
