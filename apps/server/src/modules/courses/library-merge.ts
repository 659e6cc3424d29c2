import type { CourseBase, StepBase } from './courses.table.js';

/**
 * The pull's three-way merge (docs/decisions.md, "Courses: the merge"), pure: the importer's copy ("mine"),
 * the source as it was at the import or last pull ("base") and the source now ("theirs"). A field the
 * importer left as it was in the base takes the source's value; a field they edited keeps theirs.
 */

export const STEP_FIELDS = ['title', 'description', 'link', 'mediaResourceId'] as const;
export const COURSE_FIELDS = ['title', 'description', 'mediaResourceId'] as const;

/** Field by field: mine where I edited it, else theirs. */
export function mergeFields<T, K extends keyof T>(mine: T, base: T, theirs: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((k) => [k, mine[k] === base[k] ? theirs[k] : mine[k]])) as Pick<T, K>;
}

export const differs = <T, K extends keyof T>(a: T, b: T, keys: readonly K[]) => keys.some((k) => a[k] !== b[k]);

export const stepBaseOf = (s: StepBase): StepBase => ({
  title: s.title,
  description: s.description,
  link: s.link,
  mediaResourceId: s.mediaResourceId,
});

export const courseBaseOf = (c: Omit<CourseBase, 'stepIds'>, stepIds: number[]): CourseBase => ({
  title: c.title,
  description: c.description,
  mediaResourceId: c.mediaResourceId,
  stepIds,
});

export interface CopyStep extends StepBase {
  id: number;
  sourceStepId: number | null;
  sourceBase: StepBase | null;
}
export interface SourceStep extends StepBase {
  id: number;
}

/** What a pull does to the copy's steps. */
export interface StepPlan {
  /** Copy steps that follow the source: their merged fields and their new base. */
  updated: { id: number; values: StepBase; base: StepBase }[];
  /** Copy steps whose source step is gone and that the importer never edited: removed. */
  removed: number[];
  /** Copy steps whose source step is gone but that the importer edited: kept as their own. */
  detached: number[];
  /** Source steps new since the base: copied in. */
  added: SourceStep[];
  /** The steps' order afterwards: a copy step's id, or a new source step's ({ source: id }). */
  order: ({ copy: number } | { source: number })[];
}

/**
 * Plans the pull of the steps. A source step not in the base is new: it goes after the copy of the nearest
 * source step before it that the copy has (or at the start). A source step in the base that the copy lacks
 * was removed by the importer: it stays removed. A copy step whose source step is gone is removed unless
 * edited, then kept as the importer's own.
 */
export function planSteps(copy: CopyStep[], source: SourceStep[], baseStepIds: readonly number[]): StepPlan {
  const sourceById = new Map(source.map((s) => [s.id, s]));
  const plan: StepPlan = { updated: [], removed: [], detached: [], added: [], order: [] };
  const copied = new Set<number>();
  for (const step of copy) {
    const base = step.sourceBase ?? stepBaseOf(step);
    const theirs = step.sourceStepId === null ? undefined : sourceById.get(step.sourceStepId);
    if (step.sourceStepId !== null && !theirs) {
      if (differs(step, base, STEP_FIELDS)) plan.detached.push(step.id);
      else {
        plan.removed.push(step.id);
        continue;
      }
    }
    if (theirs) {
      copied.add(theirs.id);
      const values = mergeFields<StepBase, (typeof STEP_FIELDS)[number]>(step, base, theirs, STEP_FIELDS);
      const newBase = stepBaseOf(theirs);
      if (differs(values, step, STEP_FIELDS) || differs(newBase, base, STEP_FIELDS)) {
        plan.updated.push({ id: step.id, values, base: newBase });
      }
    }
    plan.order.push({ copy: step.id });
  }
  const inBase = new Set(baseStepIds);
  /** Where a source step is in the order being built (its copy, or its new one). */
  const at = (sourceId: number) =>
    plan.order.findIndex((o) =>
      'source' in o ? o.source === sourceId : copy.find((c) => c.id === o.copy)?.sourceStepId === sourceId,
    );
  source.forEach((s, i) => {
    if (inBase.has(s.id) || copied.has(s.id)) return;
    plan.added.push(s);
    let after = -1;
    for (let j = i - 1; j >= 0 && after < 0; j--) after = at(source[j]!.id);
    plan.order.splice(after + 1, 0, { source: s.id });
  });
  return plan;
}
