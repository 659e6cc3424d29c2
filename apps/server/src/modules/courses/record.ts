import { rowsNaming, type RecordSource } from '../accounts/index.js';
import { courseAssignments, courseStepProgress } from './courses.table.js';

/** A participant's export (RECORD_SOURCES in modules/index.ts): the courses assigned to them, their progress. */
export const coursesRecord: RecordSource = {
  key: 'courses',
  read: async (tx, ctx, person) => {
    const assignments = await rowsNaming(
      tx,
      ctx.tenantId,
      courseAssignments,
      courseAssignments.participantUserId,
      person.userId,
    );
    const ids = assignments.map((a) => a.id as number);
    return {
      rows: {
        assignments,
        stepProgress: await rowsNaming(tx, ctx.tenantId, courseStepProgress, courseStepProgress.assignmentId, ids),
      },
    };
  },
};
