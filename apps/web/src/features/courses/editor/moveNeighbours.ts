import type { MoveCourseStepBody } from '@stride/contracts';

/** A list with one element moved from `from` to `to` (both indexes of the list as it was). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * What PUT .../steps/{stepId}/move carries when the step at `from` goes to `to`: the ids of its new
 * neighbours, each left out when there is none (the start, the end). Null when there is nothing to send:
 * the step stays where it is, or it has no neighbour at all (a course of one step).
 */
export function moveBody(ids: readonly number[], from: number, to: number): MoveCourseStepBody | null {
  if (from === to || from < 0 || to < 0 || from >= ids.length || to >= ids.length) return null;
  const order = moved(ids, from, to);
  const previousStepId = order[to - 1];
  const nextStepId = order[to + 1];
  if (previousStepId === undefined && nextStepId === undefined) return null;
  return {
    ...(previousStepId !== undefined ? { previousStepId } : {}),
    ...(nextStepId !== undefined ? { nextStepId } : {}),
  };
}
