import { countConfirmationSchema } from '../flags.js';
import { definitionMultipartFieldsSchema } from '../routines/routines.js';
import {
  calendarDayCopyParamsSchema,
  calendarDayParamsSchema,
  calendarItemsMadeSchema,
  calendarMoveParamsSchema,
  copyCalendarItemBodySchema,
  createCalendarItemBodySchema,
  createdForParticipantsSchema,
  createForParticipantsBodySchema,
  deleteCalendarItemQuerySchema,
  deleteCalendarItemsBodySchema,
  moveCalendarItemBodySchema,
  pasteCalendarDayBodySchema,
  pasteCalendarItemsBodySchema,
  updateCalendarItemBodySchema,
  calendarDayItemSchema,
  calendarItemParamsSchema,
  calendarItemSchema,
  calendarKindParamsSchema,
  calendarPreviewQuerySchema,
  calendarPreviewSchema,
  calendarQuerySchema,
  calendarSchema,
  importCalendarItemBodySchema,
} from './calendar.js';
import { idParamsSchema } from '../common.js';
import { endpoint } from '../endpoint.js';
import { ALL_ROLES, STAFF_ROLES } from '../roles.js';

const BASE = '/participants/{id}/routines';
/** The definitions' multipart form: the JSON body as the `model` part, and the files. */
const multipart = { fields: definitionMultipartFieldsSchema, files: ['file', 'additionalFile'] } as const;

/**
 * A participant's calendar of exercises, circuits and activities (spec 001 section 7, "Routines on a
 * participant"; docs/decisions.md, "The participant's calendar"): staff who see the participant read and
 * change it, the participant reads their own. `{id}` is the participant's profile id.
 */
export const calendarEndpoints = {
  calendar: endpoint({
    method: 'GET',
    path: `${BASE}/calendar`,
    summary: 'The items of a range of days (at most 62), by date then position',
    params: idParamsSchema,
    query: calendarQuerySchema,
    response: calendarSchema,
    roles: ALL_ROLES,
  }),
  preview: endpoint({
    method: 'GET',
    path: `${BASE}/calendar/preview`,
    summary: 'How many items of each kind each day of a month (or a range) holds',
    params: idParamsSchema,
    query: calendarPreviewQuerySchema,
    response: calendarPreviewSchema,
    roles: ALL_ROLES,
  }),
  importItem: endpoint({
    method: 'POST',
    path: `${BASE}/{kind}/import`,
    summary:
      'Place a library definition of this kind on a date (a copy of its values): Single exercise/Circuit/Activity added!',
    params: calendarKindParamsSchema,
    body: importCalendarItemBodySchema,
    response: calendarItemSchema,
    status: 201,
    versioned: true,
    roles: STAFF_ROLES,
  }),
  getItem: endpoint({
    method: 'GET',
    path: `${BASE}/{kind}/{itemId}`,
    summary: 'One item of the calendar, with its media',
    params: calendarItemParamsSchema,
    response: calendarItemSchema,
    versioned: true,
    roles: ALL_ROLES,
  }),
  deleteItem: endpoint({
    method: 'DELETE',
    path: `${BASE}/{kind}/{itemId}`,
    summary:
      'Remove an item of the calendar, with If-Match; following=true: and its later occurrences, all=true: every occurrence: Item deleted!',
    params: calendarItemParamsSchema,
    query: deleteCalendarItemQuerySchema,
    status: 204,
    versioned: true,
    roles: STAFF_ROLES,
  }),
  createItem: endpoint({
    method: 'POST',
    path: `${BASE}/{kind}`,
    summary:
      'A one-off item of this kind on a date (optionally repeated): JSON, or multipart (model JSON, file, additionalFile): Single exercise/Circuit/Activity added!',
    params: calendarKindParamsSchema,
    body: createCalendarItemBodySchema,
    multipart,
    response: calendarItemsMadeSchema,
    status: 201,
    roles: STAFF_ROLES,
  }),
  updateItem: endpoint({
    method: 'PUT',
    path: `${BASE}/{kind}/{itemId}`,
    summary:
      "Change an item's values (never its definition): JSON, or multipart (model JSON, file, additionalFile); If-Match",
    params: calendarItemParamsSchema,
    body: updateCalendarItemBodySchema,
    multipart,
    response: calendarItemSchema,
    versioned: true,
    roles: STAFF_ROLES,
  }),
  copyItem: endpoint({
    method: 'POST',
    path: `${BASE}/{kind}/{itemId}/copy`,
    summary: 'A copy of the item at the end of a date (its own when left out): Item duplicated!',
    params: calendarItemParamsSchema,
    body: copyCalendarItemBodySchema.nullable(),
    response: calendarItemsMadeSchema,
    status: 201,
    roles: STAFF_ROLES,
  }),
  deleteItems: endpoint({
    method: 'DELETE',
    path: `${BASE}/items`,
    summary: "Remove items of the participant's calendar, all or nothing: Items deleted!",
    params: idParamsSchema,
    body: deleteCalendarItemsBodySchema,
    response: countConfirmationSchema,
    roles: STAFF_ROLES,
  }),
  pasteItems: endpoint({
    method: 'POST',
    path: `${BASE}/items/copy`,
    summary: 'Copies of items at the end of a day or of several days: Item pasted! / Exercises pasted!',
    params: idParamsSchema,
    body: pasteCalendarItemsBodySchema,
    response: calendarItemsMadeSchema,
    status: 201,
    roles: STAFF_ROLES,
  }),
  moveItem: endpoint({
    method: 'PUT',
    path: `${BASE}/calendar/items/{itemId}`,
    summary: 'Move an item to another date and/or place in its day, and change its values; If-Match: Item moved!',
    params: calendarMoveParamsSchema,
    body: moveCalendarItemBodySchema,
    response: calendarItemSchema,
    // The item as the calendar's days present it (with its state): what a client read and writes back.
    representation: calendarDayItemSchema,
    versioned: true,
    roles: STAFF_ROLES,
  }),
  clearDay: endpoint({
    method: 'DELETE',
    path: `${BASE}/calendar/items/date/{date}`,
    summary: 'Remove every item of a day: All activities for the day deleted!',
    params: calendarDayParamsSchema,
    response: countConfirmationSchema,
    roles: STAFF_ROLES,
  }),
  pasteDay: endpoint({
    method: 'POST',
    path: `${BASE}/calendar/items/date/{date}/copy`,
    summary: "Copies of a day's items at the end of another day or of several: Day pasted!",
    params: calendarDayCopyParamsSchema,
    body: pasteCalendarDayBodySchema,
    response: calendarItemsMadeSchema,
    status: 201,
    roles: STAFF_ROLES,
  }),
  createExercisesForParticipants: endpoint({
    method: 'POST',
    path: '/routines/exercises',
    summary:
      'One exercise (a library definition or a one-off) on a date for several participants: JSON, or multipart (model JSON, file, additionalFile)',
    body: createForParticipantsBodySchema,
    multipart,
    response: createdForParticipantsSchema,
    status: 201,
    roles: STAFF_ROLES,
  }),
  createActivitiesForParticipants: endpoint({
    method: 'POST',
    path: '/routines/activities',
    summary:
      'One activity (a library definition or a one-off) on a date for several participants: JSON, or multipart (model JSON, file, additionalFile)',
    body: createForParticipantsBodySchema,
    multipart,
    response: createdForParticipantsSchema,
    status: 201,
    roles: STAFF_ROLES,
  }),
};
