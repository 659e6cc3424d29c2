import type { FastifyInstance } from 'fastify';
import {
  endpoints,
  PARTICIPANTS_ITEM_KINDS,
  type CreateCalendarItemBody,
  type CreateForParticipantsBody,
  type UpdateCalendarItemBody,
} from '@stride/contracts';
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
import { saveWithUploads } from '../library/media-uploads.service.js';

const api = endpoints.calendar;

/**
 * A participant's calendar (spec 001 section 7, "Routines on a participant"), by the participantCalendar
 * policy: staff who see the participant read and change it, the participant reads their own.
 */
export async function calendarRoutes(app: FastifyInstance): Promise<void> {
  const { fileLinks } = app.platform;

  route(app, api.calendar, async ({ tx, ctx, actor, params, query }) =>
    readCalendar(tx, ctx, actor, params.id, query, fileLinks),
  );

  route(app, api.preview, async ({ tx, ctx, actor, params, query }) =>
    previewCalendar(tx, ctx, actor, params.id, query),
  );

  route(app, api.importItem, async ({ tx, ctx, actor, params, body }) =>
    importCalendarItem(tx, ctx, actor, params.id, params.kind, body, fileLinks),
  );

  route(app, api.getItem, async ({ tx, ctx, actor, params }) =>
    readCalendarItem(tx, ctx, actor, params.id, params.kind, params.itemId, fileLinks),
  );

  route(app, api.deleteItem, async ({ tx, ctx, actor, params, query, version }) =>
    deleteCalendarItem(tx, ctx, actor, params.id, params.kind, params.itemId, version, query, fileLinks),
  );

  route(app, api.createItem, { transaction: false }, async ({ req, inTx, params, body }) =>
    saveWithUploads(req, inTx, api.createItem, body as CreateCalendarItemBody | undefined, (tx, ctx, b, files) =>
      createCalendarItem(tx, ctx, ctx.actor, params.id, params.kind, b, files, fileLinks),
    ),
  );

  route(app, api.updateItem, { transaction: false }, async ({ req, inTx, params, version, body }) =>
    saveWithUploads(req, inTx, api.updateItem, body as UpdateCalendarItemBody | undefined, (tx, ctx, b, files) =>
      updateCalendarItem(tx, ctx, ctx.actor, params.id, params.kind, params.itemId, version, b, files, fileLinks),
    ),
  );

  route(app, api.copyItem, async ({ tx, ctx, actor, params, body }) =>
    copyCalendarItem(tx, ctx, actor, params.id, params.kind, params.itemId, body ?? {}, fileLinks),
  );

  route(app, api.deleteItems, async ({ tx, ctx, actor, params, body }) =>
    deleteCalendarItemList(tx, ctx, actor, params.id, body),
  );

  route(app, api.pasteItems, async ({ tx, ctx, actor, params, body }) =>
    pasteCalendarItems(tx, ctx, actor, params.id, body, fileLinks),
  );

  route(app, api.moveItem, async ({ tx, ctx, actor, params, version, body }) =>
    moveCalendarItem(tx, ctx, actor, params.id, params.itemId, version, body, fileLinks),
  );

  route(app, api.clearDay, async ({ tx, ctx, actor, params }) =>
    clearCalendarDay(tx, ctx, actor, params.id, params.date),
  );

  route(app, api.pasteDay, async ({ tx, ctx, actor, params, body }) =>
    pasteCalendarDay(tx, ctx, actor, params.id, params.date, body, fileLinks),
  );

  for (const [e, kind] of [
    [api.createExercisesForParticipants, PARTICIPANTS_ITEM_KINDS.exercises],
    [api.createActivitiesForParticipants, PARTICIPANTS_ITEM_KINDS.activities],
  ] as const) {
    route(app, e, { transaction: false }, async ({ req, inTx, body }) =>
      saveWithUploads(req, inTx, e, body as CreateForParticipantsBody | undefined, (tx, ctx, b, files) =>
        createForParticipants(tx, ctx, ctx.actor, kind, b, files),
      ),
    );
  }
}
