import { definePolicy, isPlatform, isPracticeStaff, type PolicyActor } from '../policy.js';

/**
 * What the exercise library's rules look at of a definition or a folder: the library it belongs to.
 * companyId null is the platform's library (kept by the platform team, seen by every company);
 * a number is that company's library.
 */
export interface RoutineLibraryResource {
  companyId: number | null;
}

/**
 * The library an actor's new definitions and folders go to: the platform team's is the platform's
 * (null), practice staff's their company's; undefined when they keep none (a participant, practice
 * staff of no company).
 */
export function routineLibraryOf(actor: PolicyActor): number | null | undefined {
  if (isPlatform(actor)) return null;
  if (isPracticeStaff(actor) && actor.companyId !== null) return actor.companyId;
  return undefined;
}

/** The libraries an actor sees: the platform's (every staff member) and, for practice staff, their company's. */
export const seesRoutineLibrary = (actor: PolicyActor, lib: RoutineLibraryResource): boolean =>
  lib.companyId === null
    ? isPlatform(actor) || isPracticeStaff(actor)
    : isPracticeStaff(actor) && actor.companyId === lib.companyId;

/** Whether the library is the actor's own: the one they change. */
export const ownsRoutineLibrary = (actor: PolicyActor, lib: RoutineLibraryResource): boolean => {
  const own = routineLibraryOf(actor);
  return own !== undefined && own === lib.companyId;
};

/**
 * Definitions (exercises, circuits, activities) and their folders (docs/decisions.md, "Exercise
 * library"): the platform team keeps the platform's library, seen by every company read-only (they copy
 * what they want to change); practice staff (company admin, advisor, team member) keep their company's,
 * each of them may change all of it. A company's library is not seen by other companies nor by the
 * platform team (what should travel is shared, in a later issue). Participants see none of it.
 */
export const routineDefinitionPolicy = definePolicy<RoutineLibraryResource | undefined, 'create' | 'change' | 'copy'>({
  view: (actor, lib) => lib !== undefined && seesRoutineLibrary(actor, lib),
  /** Keep a library at all: create definitions and folders in one's own. */
  create: (actor) => routineLibraryOf(actor) !== undefined,
  change: (actor, lib) => lib !== undefined && ownsRoutineLibrary(actor, lib),
  /** Copy into one's own library whatever one sees. */
  copy: (actor) => routineLibraryOf(actor) !== undefined,
});

/** Folders of definitions: the same rules as the definitions of their library. */
export const routineFolderPolicy = routineDefinitionPolicy;
