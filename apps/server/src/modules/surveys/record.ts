import { rowsNaming, type RecordSource } from '../accounts/index.js';
import { surveyResponses, surveySchedules, surveySectionStates, surveys } from './taken.table.js';

/** A participant's export (RECORD_SOURCES in modules/index.ts): their surveys, every answer, their schedules. */
export const surveysRecord: RecordSource = {
  key: 'surveys',
  read: async (tx, ctx, person) => {
    const own = await rowsNaming(tx, ctx.tenantId, surveys, surveys.participantUserId, person.userId);
    const ids = own.map((s) => s.id as number);
    return {
      rows: {
        surveys: own,
        responses: await rowsNaming(tx, ctx.tenantId, surveyResponses, surveyResponses.surveyId, ids),
        sectionStates: await rowsNaming(tx, ctx.tenantId, surveySectionStates, surveySectionStates.surveyId, ids),
        schedules: await rowsNaming(
          tx,
          ctx.tenantId,
          surveySchedules,
          surveySchedules.participantUserId,
          person.userId,
        ),
      },
    };
  },
};
