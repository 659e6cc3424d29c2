import type { Task, TaskList, TaskStatus } from '@stride/contracts';
import { useQuery, type QueryClient } from '@tanstack/react-query';

export const TASKS_KEY = ['tasks'] as const;
/** Spec 002 section 9: tasks are polled every 5 s while any is in progress. */
export const TASK_POLL_MS = 5_000;

export const isRunning = (task: Task) => task.status === 'in_progress';

/** Spec 002 section 4: a failed task whose IMPORTED_PARTICIPANTS is nonzero is shown as partially completed. */
export function displayStatus(task: Task): TaskStatus {
  return task.status === 'failed' && task.metadata.IMPORTED_PARTICIPANTS > 0 ? 'partially_completed' : task.status;
}

/** The poll's period for these tasks: 5 s while one runs, none otherwise. */
export const pollInterval = (list: TaskList | undefined): number | false =>
  list?.tasks.some(isRunning) ? TASK_POLL_MS : false;

/** GET /tasks, polled while a task runs and not otherwise. */
export function useTasks(enabled: boolean) {
  return useQuery({
    queryKey: TASKS_KEY,
    // The parsing (and zod with it) loads with the first call, not with the shell's chunk.
    queryFn: () => import('./tasksApi').then((tasksApi) => tasksApi.fetchTasks()),
    enabled,
    refetchInterval: (query) => pollInterval(query.state.data),
  });
}

/** A task the user just started joins the list at once, which starts the poll. */
export function addStartedTask(queryClient: QueryClient, task: Task): void {
  queryClient.setQueryData<TaskList>(TASKS_KEY, (list) =>
    list
      ? {
          tasks: [task, ...list.tasks.filter((other) => other.id !== task.id)],
          _meta: { ...list._meta, totalCount: list._meta.totalCount + 1 },
        }
      : list,
  );
  void queryClient.invalidateQueries({ queryKey: TASKS_KEY });
}
