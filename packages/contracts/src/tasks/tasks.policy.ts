import { definePolicy } from '../policy.js';

/** What the task rules look at: who started the task (a surrogate session's tasks are the person acted as). */
export interface TaskResource {
  createdBy: number;
}

/**
 * Background tasks (participant imports, spec 002 section 4): each person sees and dismisses only the
 * tasks they started; anyone else's are as if they did not exist (404).
 */
export const taskPolicy = definePolicy<TaskResource, 'delete'>({
  view: (actor, t) => t.createdBy === actor.userId,
  delete: (actor, t) => t.createdBy === actor.userId,
});
