import type { FastifyInstance } from 'fastify';
import { endpoints, PARTICIPANTS_ITEM_KINDS } from '@stride/contracts';
import { route } from '../../platform/http/route.js';
import { createForParticipants } from './calendar-bulk.service.js';
import {
  copyCalendarItem,
  createCalendarItem,
  deleteCalendarItem,
  moveCalendarItem,
  updateCalendarItem,
} from './calendar-edit.service.js';
import {
  clearCalendarDay,
  deleteCalendarItemList,
  pasteCalendarDay,
  pasteCalendarItems,
} from './calendar-paste.service.js';
import { importCalendarItem, previewCalendar, readCalendar, readCalendarItem } from './calendar.service.js';

const api = endpoints.calendar;

/**
 * A participant's calendar (spec 001 section 7, "Routines on a participant"), by the participantCalendar
 * policy: staff who see the participant read and change it, the participant reads their own.
 */
export async function calendarRoutes(app: FastifyInstance): Promise<void> {
  const { fileLinks } = app.platform;
  route(app, api.calendar, async ({ tx, ctx, params, query }) => readCalendar(tx, ctx, params.id, query, fileLinks));

  route(app, api.preview, async ({ tx, ctx, params, query }) => previewCalendar(tx, ctx, params.id, query));

  route(app, api.importItem, async ({ tx, ctx, actor, params, body }) =>
    importCalendarItem(tx, ctx, actor, params.id, params.kind, body, fileLinks),
  );

  route(app, api.getItem, async ({ tx, ctx, actor, params }) =>
    readCalendarItem(tx, ctx, actor, params.id, params.kind, params.itemId, fileLinks),
  );

  route(app, api.deleteItem, async ({ tx, ctx, actor, params, query, version }) =>
    deleteCalendarItem(tx, ctx, actor, params.id, params.kind, params.itemId, version, query, fileLinks),
  );

  route(app, api.createItem, async ({ tx, ctx, actor, params, body, files, uploaded }) =>
    createCalendarItem(tx, ctx, actor, params.id, params.kind, body, files, fileLinks, uploaded),
  );

  route(app, api.updateItem, async ({ tx, ctx, actor, params, version, body, files, uploaded }) =>
    updateCalendarItem(
      tx,
      ctx,
      actor,
      params.id,
      params.kind,
      params.itemId,
      version,
      body,
      files,
      fileLinks,
      uploaded,
    ),
  );

  route(app, api.copyItem, async ({ tx, ctx, actor, params, body }) =>
    copyCalendarItem(tx, ctx, actor, params.id, params.kind, params.itemId, body ?? {}, fileLinks),
  );

  route(app, api.deleteItems, async ({ tx, ctx, params, body }) => deleteCalendarItemList(tx, ctx, params.id, body));

  route(app, api.pasteItems, async ({ tx, ctx, actor, params, body }) =>
    pasteCalendarItems(tx, ctx, actor, params.id, body, fileLinks),
  );

  route(app, api.moveItem, async ({ tx, ctx, actor, params, version, body }) =>
    moveCalendarItem(tx, ctx, actor, params.id, params.itemId, version, body, fileLinks),
  );

  route(app, api.clearDay, async ({ tx, ctx, params }) => clearCalendarDay(tx, ctx, params.id, params.date));

  route(app, api.pasteDay, async ({ tx, ctx, actor, params, body }) =>
    pasteCalendarDay(tx, ctx, actor, params.id, params.date, body, fileLinks),
  );

  for (const [e, kind] of [
    [api.createExercisesForParticipants, PARTICIPANTS_ITEM_KINDS.exercises],
    [api.createActivitiesForParticipants, PARTICIPANTS_ITEM_KINDS.activities],
  ] as const) {
    route(app, e, async ({ tx, ctx, actor, body, files, uploaded }) =>
      createForParticipants(tx, ctx, actor, kind, body, files, uploaded),
    );
  }
}
