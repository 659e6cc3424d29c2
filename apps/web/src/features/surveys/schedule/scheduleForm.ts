import {
  MAX_REPEAT_WEEKS,
  MAX_SCHEDULE_PARTICIPANTS,
  type Participant,
  type ScheduleSurveyBody,
} from '@stride/contracts';
import { z } from 'zod';
import { localized } from '../../../app/forms/resolver';

/** A `datetime-local` field's value (the browser's zone), e.g. 2026-11-20T09:30. */
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;
const localMoment = (value: string) => (LOCAL_DATE_TIME.test(value) ? new Date(value) : null);
const isMoment = (value: string) => {
  const moment = localMoment(value);
  return moment !== null && !Number.isNaN(moment.getTime());
};
const isRepeat = (value: string) => {
  if (value.trim() === '') return true;
  const weeks = Number(value);
  return Number.isInteger(weeks) && weeks >= 1 && weeks <= MAX_REPEAT_WEEKS;
};

/**
 * The schedule form (POST /participants/surveys), its rules from the contracts' limits in the portal's
 * words; it hands on the call's body: participants as their user ids, the moment in UTC (now: none),
 * the repeat as a number of weeks (none: once).
 */
export const scheduleFormSchema = z
  .object({
    definitionId: z
      .union([z.number(), z.literal('')])
      .refine((id) => id !== '', localized('surveys.schedule.chooseInstrument')),
    participants: z
      .array(z.custom<Participant>())
      .refine((chosen) => chosen.length > 0, localized('surveys.schedule.chooseSomeone'))
      .refine(
        (chosen) => chosen.length <= MAX_SCHEDULE_PARTICIPANTS,
        localized('surveys.schedule.tooMany', { count: MAX_SCHEDULE_PARTICIPANTS }),
      ),
    when: z.enum(['now', 'later']),
    availableAt: z.string(),
    repeatEveryWeeks: z.string().refine(isRepeat, localized('surveys.schedule.repeatRange', { max: MAX_REPEAT_WEEKS })),
  })
  .superRefine((values, ctx) => {
    if (values.when === 'later' && !isMoment(values.availableAt))
      ctx.addIssue({ code: 'custom', path: ['availableAt'], ...localized('surveys.schedule.dateRequired') });
  })
  .transform((values): ScheduleSurveyBody => ({
    definitionId: Number(values.definitionId),
    participantIds: values.participants.map((p) => p.id),
    ...(values.when === 'later' ? { availableAt: localMoment(values.availableAt)!.toISOString() } : {}),
    ...(values.repeatEveryWeeks.trim() === '' ? {} : { repeatEveryWeeks: Number(values.repeatEveryWeeks) }),
  }));
export type ScheduleFormValues = z.input<typeof scheduleFormSchema>;
