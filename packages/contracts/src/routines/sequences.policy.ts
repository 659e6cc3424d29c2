import { definePolicy } from '../policy.js';
import {
  ownsRoutineLibrary,
  routineLibraryOf,
  seesRoutineLibrary,
  sharedWithActor,
  type RoutineLibraryResource,
} from './routines.policy.js';

/**
 * What the routines' rules look at: the library the routine belongs to (companyId null: the platform's)
 * and the companies it is shared with (docs/decisions.md, "Exercise library: sharing, routines").
 */
export type RoutineSequenceResource = RoutineLibraryResource;

const sees = (actor: Parameters<typeof seesRoutineLibrary>[0], r: RoutineSequenceResource) =>
  seesRoutineLibrary(actor, r) || sharedWithActor(actor, r);

/**
 * Routines (the spec's sequences) follow their library as definitions do: the platform team keeps the
 * platform's, seen read-only by every company; practice staff keep their company's. A routine shared with
 * a company is read-only to its staff until copied. Whoever sees a routine may assign it to the
 * participants they see. Participants: none of it (the roles gate).
 */
export const routineSequencePolicy = definePolicy<
  RoutineSequenceResource | undefined,
  'create' | 'change' | 'copy' | 'assign' | 'share'
>({
  view: (actor, r) => r !== undefined && sees(actor, r),
  create: (actor) => routineLibraryOf(actor) !== undefined,
  change: (actor, r) => r !== undefined && ownsRoutineLibrary(actor, r),
  copy: (actor) => routineLibraryOf(actor) !== undefined,
  assign: (actor, r) => r !== undefined && sees(actor, r),
  /** Only what one's own library holds is shared. */
  share: (actor, r) => r !== undefined && ownsRoutineLibrary(actor, r),
});
