import { definePolicy, isPlatform, isPracticeStaff, type PolicyActor } from '../policy.js';

/**
 * What the exercise library's rules look at of a definition or a folder: the library it belongs to.
 * companyId null is the platform's library (kept by the platform team, seen by every company);
 * a number is that company's library.
 */
export interface RoutineLibraryResource {
  companyId: number | null;
  /**
   * The companies the item is shared with (itself, through its folder or a routine), as far as the
   * server looked: a receiver's staff see it read-only (docs/decisions.md, "Exercise library: sharing").
   */
  sharedWithCompanyIds?: readonly number[];
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

/** Whether the item is shared with the actor's company (read-only to them until copied). */
export const sharedWithActor = (actor: PolicyActor, lib: RoutineLibraryResource): boolean =>
  isPracticeStaff(actor) && actor.companyId !== null && (lib.sharedWithCompanyIds ?? []).includes(actor.companyId);

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
 * platform team, except what it shared with a company: that company's staff see it read-only.
 * Participants see none of it.
 */
export const routineDefinitionPolicy = definePolicy<
  RoutineLibraryResource | undefined,
  'create' | 'change' | 'copy' | 'share' | 'recommend'
>({
  view: (actor, lib) => lib !== undefined && (seesRoutineLibrary(actor, lib) || sharedWithActor(actor, lib)),
  /** Keep a library at all: create definitions and folders in one's own. */
  create: (actor) => routineLibraryOf(actor) !== undefined,
  change: (actor, lib) => lib !== undefined && ownsRoutineLibrary(actor, lib),
  /** Copy into one's own library whatever one sees. */
  copy: (actor) => routineLibraryOf(actor) !== undefined,
  /** Share with other companies what one's own library holds. */
  share: (actor, lib) => lib !== undefined && ownsRoutineLibrary(actor, lib),
  /** Share with one's own company (POST .../shared/company): practice staff, an item of another library. */
  recommend: (actor, lib) => lib !== undefined && isPracticeStaff(actor) && actor.companyId !== null,
});

/** Folders of definitions: the same rules as the definitions of their library. */
export const routineFolderPolicy = routineDefinitionPolicy;
