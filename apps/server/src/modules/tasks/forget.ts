import type { ForgetStep } from '../accounts/index.js';
import { removeTasksOf } from './tasks.service.js';

/** Account deletion (FORGET_STEPS): the person's tasks, and their uploads' files after the commit. */
export const forgetTasks: ForgetStep = {
  key: 'tasks',
  forget: (tx, ctx, person) => removeTasksOf(tx, ctx.tenantId, person.userId),
};
