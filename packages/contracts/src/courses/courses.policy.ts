import { definePolicy, isParticipant, isPracticeStaff } from '../policy.js';
import type { CourseVisibility } from './courses.js';

/** What a course's rules look at: its author and its visibility (the tenant is the query's). */
export interface CourseResource {
  authorProfileId: number;
  visibilityStatus: CourseVisibility;
}

/**
 * Course definitions (issue 28; docs/decisions.md, "Courses"): practice staff keep their own courses; a
 * course in the library (ALL) is seen by every practice staff member of the tenant, who may import it
 * (a copy of their own). Only its author changes, publishes, assigns and deletes a course; a DRAFT is
 * never assigned (409, said by the service). Anyone else: 404.
 */
export const coursePolicy = definePolicy<CourseResource | undefined, 'create' | 'change' | 'assign' | 'import'>({
  view: (actor, c) =>
    c !== undefined &&
    isPracticeStaff(actor) &&
    (c.authorProfileId === actor.profileId || c.visibilityStatus === 'ALL'),
  create: (actor) => isPracticeStaff(actor),
  change: (actor, c) => c !== undefined && c.authorProfileId === actor.profileId,
  assign: (actor, c) => c !== undefined && c.authorProfileId === actor.profileId,
  import: (actor, c) => c !== undefined && c.visibilityStatus === 'ALL' && c.authorProfileId !== actor.profileId,
});

/** A participant's courses as their rules see them. */
export interface ParticipantCoursesResource {
  /** The participant's user id (`/participants/{id}/courses`). */
  userId: number;
  /** The participant is one the (staff) actor may see. */
  visibleToActor: boolean;
}

/**
 * A participant's courses: the participant reads theirs and marks their steps done (`progress`); practice
 * staff who may see the participant read them and their progress. Anyone else: 404.
 */
export const participantCoursesPolicy = definePolicy<ParticipantCoursesResource | undefined, 'progress'>({
  view: (actor, c) =>
    c !== undefined && (isParticipant(actor) ? c.userId === actor.userId : isPracticeStaff(actor) && c.visibleToActor),
  progress: (actor, c) => isParticipant(actor) && c?.userId === actor.userId,
});
