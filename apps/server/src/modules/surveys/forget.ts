import { and, eq } from 'drizzle-orm';
import type { ForgetStep } from '../accounts/index.js';
import { surveys, surveySchedules } from './taken.table.js';

/**
 * Account deletion (FORGET_STEPS in modules/index.ts): a participant's surveys with every answer (the
 * responses and section states go with them), and their schedules; of a staff member, their name as a
 * survey's scheduler or acknowledger (the acknowledgement itself stays, as the audit log keeps who).
 */
export const forgetSurveys: ForgetStep = {
  key: 'surveys',
  forget: async (tx, ctx, person) => {
    const own = await tx
      .delete(surveys)
      .where(and(eq(surveys.tenantId, ctx.tenantId), eq(surveys.participantUserId, person.userId)))
      .returning({ id: surveys.id });
    await tx
      .delete(surveySchedules)
      .where(and(eq(surveySchedules.tenantId, ctx.tenantId), eq(surveySchedules.participantUserId, person.userId)));
    await tx
      .update(surveys)
      .set({ scheduledByUserId: null })
      .where(and(eq(surveys.tenantId, ctx.tenantId), eq(surveys.scheduledByUserId, person.userId)));
    await tx
      .update(surveySchedules)
      .set({ scheduledByUserId: null })
      .where(and(eq(surveySchedules.tenantId, ctx.tenantId), eq(surveySchedules.scheduledByUserId, person.userId)));
    await tx
      .update(surveys)
      .set({ acknowledgedByUserId: null })
      .where(and(eq(surveys.tenantId, ctx.tenantId), eq(surveys.acknowledgedByUserId, person.userId)));
    return { removed: own.length };
  },
};
