import {
  calendarResultSchema,
  recordResultBodySchema,
  reportDaySchema,
  reportQuerySchema,
  reportSchema,
  reportTotalQuerySchema,
  reportTotalSchema,
  ResultErrorCode,
} from './calendar-progress.js';
import { idParamsSchema } from '../common.js';
import { endpoint } from '../endpoint.js';
import { ALL_ROLES, Role } from '../roles.js';
import { z } from 'zod';
import { calendarDateSchema } from '../routines/sequences.js';

const BASE = '/participants/{id}/routines';
const id = idParamsSchema.shape.id;
/** /participants/{id}/routines/calendar/items/{itemId}/result. */
export const resultParamsSchema = z.strictObject({ id, itemId: id });
/** /participants/{id}/routines/report/day/{date}. */
export const reportDayParamsSchema = z.strictObject({ id, date: calendarDateSchema });

/**
 * What a participant did of their calendar (docs/decisions.md, "The participant's calendar: results and
 * progress"): only the participant records on their own items (the result calls are role 7's); staff who
 * see the participant and the participant read the reports. `{id}` is the participant's user id.
 */
export const calendarProgressEndpoints = {
  recordResult: endpoint({
    method: 'POST',
    path: `${BASE}/calendar/items/{itemId}/result`,
    summary: 'The participant records an item of their calendar: done with values, or skipped with a reason',
    params: resultParamsSchema,
    body: recordResultBodySchema,
    response: calendarResultSchema,
    status: 201,
    versioned: true,
    idempotent: true,
    roles: [Role.Participant],
    errors: [ResultErrorCode.NotYet, ResultErrorCode.TooLate],
  }),
  changeResult: endpoint({
    method: 'PUT',
    path: `${BASE}/calendar/items/{itemId}/result`,
    summary: 'The participant changes what they recorded, with If-Match',
    params: resultParamsSchema,
    body: recordResultBodySchema,
    response: calendarResultSchema,
    versioned: true,
    idempotent: true,
    roles: [Role.Participant],
    errors: [ResultErrorCode.NotYet, ResultErrorCode.TooLate],
  }),
  deleteResult: endpoint({
    method: 'DELETE',
    path: `${BASE}/calendar/items/{itemId}/result`,
    summary: 'The participant takes back what they recorded, with If-Match',
    params: resultParamsSchema,
    status: 204,
    versioned: true,
    roles: [Role.Participant],
  }),
  report: endpoint({
    method: 'GET',
    path: `${BASE}/report`,
    summary: 'Each item of a range (at most 62 days) with what was recorded against what was prescribed',
    params: idParamsSchema,
    query: reportQuerySchema,
    response: reportSchema,
    roles: ALL_ROLES,
  }),
  reportTotal: endpoint({
    method: 'GET',
    path: `${BASE}/report/total`,
    summary: 'Completion rate, streaks, per kind and per week, for a range of at most a year',
    params: idParamsSchema,
    query: reportTotalQuerySchema,
    response: reportTotalSchema,
    roles: ALL_ROLES,
  }),
  reportDay: endpoint({
    method: 'GET',
    path: `${BASE}/report/day/{date}`,
    summary: 'The items of one day with what was recorded',
    params: reportDayParamsSchema,
    response: reportDaySchema,
    roles: ALL_ROLES,
  }),
};
