import { endpoint } from '../endpoint.js';
import { definitionMultipartFieldsSchema } from '../routines/routines.js';
import {
  journalCalendarQuerySchema,
  journalCalendarSchema,
  journalCommentBodySchema,
  journalCommentSchema,
  journalDayBodySchema,
  journalDayParamsSchema,
  journalDaySchema,
  journalMealBodySchema,
  journalMealParamsSchema,
  journalMealSchema,
} from './journal.js';
import { ALL_ROLES, Role, type RoleId } from '../roles.js';

const DAY = '/journals/participants/{id}/date/{date}';
/** A meal's multipart form: the JSON body as the `model` part, and a picture `file` (added as a photo). */
const multipart = { fields: definitionMultipartFieldsSchema, files: ['file'] } as const;
const PARTICIPANT_ONLY: readonly RoleId[] = [Role.Participant];

/**
 * The journal (spec 001 section 7, "Journal"; docs/decisions.md, "Journal"). `{id}` is the participant's
 * user id; `{date}` YYYY-MM-DD. Only the participant writes; staff who see the participant read and
 * comment. 404 while the participant's or their company's journalAvailable is off.
 */
export const journalEndpoints = {
  calendar: endpoint({
    method: 'GET',
    path: '/journals/calendar',
    summary:
      'Which days of a month (or from–to) have entries, comments and comments unread by the actor, per participant',
    query: journalCalendarQuerySchema,
    response: journalCalendarSchema,
    roles: ALL_ROLES,
  }),
  day: endpoint({
    method: 'GET',
    path: DAY,
    summary: "The participant's day: comment and meals with photos and comments (marks the other side's comments read)",
    params: journalDayParamsSchema,
    response: journalDaySchema,
    versioned: true,
    roles: ALL_ROLES,
  }),
  updateDay: endpoint({
    method: 'PUT',
    path: DAY,
    summary: "The day's comment, and new meals (meals without id are added): Saved!",
    params: journalDayParamsSchema,
    body: journalDayBodySchema,
    response: journalDaySchema,
    versioned: true,
    roles: PARTICIPANT_ONLY,
  }),
  createMeal: endpoint({
    method: 'POST',
    path: `${DAY}/meals`,
    summary: 'A new meal of the day: JSON, or multipart (model JSON, a picture file): Saved!',
    params: journalDayParamsSchema,
    body: journalMealBodySchema,
    multipart,
    response: journalMealSchema,
    status: 201,
    versioned: true,
    idempotent: true,
    roles: PARTICIPANT_ONLY,
  }),
  updateMeal: endpoint({
    method: 'PUT',
    path: `${DAY}/meals/{mealId}`,
    summary: 'Change a meal (kind, time, text, photos): JSON, or multipart (model JSON, a picture file): Saved!',
    params: journalMealParamsSchema,
    body: journalMealBodySchema,
    multipart,
    response: journalMealSchema,
    versioned: true,
    roles: PARTICIPANT_ONLY,
  }),
  deleteMeal: endpoint({
    method: 'DELETE',
    path: `${DAY}/meals/{mealId}`,
    summary: 'Remove a meal and its comments from the day: Item deleted!',
    params: journalMealParamsSchema,
    status: 204,
    versioned: true,
    roles: PARTICIPANT_ONLY,
  }),
  addComment: endpoint({
    method: 'POST',
    path: `${DAY}/meals/{mealId}/comments`,
    summary: 'A comment under a meal, by the participant or a staff member who sees them: Saved!',
    params: journalMealParamsSchema,
    body: journalCommentBodySchema,
    response: journalCommentSchema,
    status: 201,
    roles: ALL_ROLES,
  }),
};
