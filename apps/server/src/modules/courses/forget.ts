import { and, eq } from 'drizzle-orm';
import type { ForgetStep } from '../accounts/index.js';
import { forgetShares } from '../sharing/index.js';
import { courseAssignments, courseDefinitions } from './courses.table.js';

/**
 * Account deletion (FORGET_STEPS in modules/index.ts; docs/decisions.md, "Courses: deletion"): a participant's
 * assignments go, with their progress; a staff member's courses go, with their steps and their assignments
 * (a course is its author's: nobody else may change it). Copies others imported stay theirs, without source.
 */
export const forgetCourses: ForgetStep = {
  key: 'courses',
  forget: async (tx, ctx, person) => {
    const assignments = await tx
      .delete(courseAssignments)
      .where(and(eq(courseAssignments.tenantId, ctx.tenantId), eq(courseAssignments.participantUserId, person.userId)))
      .returning({ id: courseAssignments.id });
    const courses = await tx
      .delete(courseDefinitions)
      .where(and(eq(courseDefinitions.tenantId, ctx.tenantId), eq(courseDefinitions.authorProfileId, person.profileId)))
      .returning({ id: courseDefinitions.id });
    await forgetShares(
      tx,
      ctx,
      'COURSE',
      courses.map((c) => c.id),
    );
    return { removed: { assignments: assignments.length, courses: courses.length } };
  },
};
