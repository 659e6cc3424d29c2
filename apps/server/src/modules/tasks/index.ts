// The public surface of the tasks module: what other modules and the registry (modules/index.ts) may import
// of it (docs/architecture.md, "Module surfaces"); its tables are never part of it.
import { tasksRoutes } from './tasks.routes.js';
export { forgetTasks } from './forget.js';
export { presentTask } from './tasks.presenter.js';
export {
  TaskSupersededError,
  createTask,
  discardTask,
  findTask,
  finishTask,
  lockTaskAt,
  recordTaskProgress,
  setUpTask,
  touchTask,
  type TaskRow,
} from './tasks.service.js';

/** The module's routes, one entry of the registry's MODULES (docs/architecture.md, "Module surfaces"). */
export const routes = [tasksRoutes];
