import type { FastifyInstance } from 'fastify';
import { endpoints, JOURNAL_CHANGED_EVENT, type TenantId } from '@stride/contracts';
import { route } from '../../platform/http/route.js';
import { userRoom } from '../../platform/realtime/index.js';
import { addComment, readDay, updateDay, type JournalChange } from './journal.service.js';
import { readCalendar } from './journal-calendar.service.js';
import { createMeal, deleteMeal, updateMeal } from './meals.service.js';

const api = endpoints.journal;

/**
 * The journal (spec 001 section 7, "Journal"; docs/decisions.md, "Journal"), by the participantJournal
 * policy. After each change's commit: JOURNAL_CHANGED_EVENT to the participant's and their coaches' open
 * portals, the JOURNAL notifications' events, the processing of kept uploads.
 */
export async function journalRoutes(app: FastifyInstance): Promise<void> {
  const { fileLinks, events, realtime } = app.platform;

  /** What follows a committed change: the sockets told, the notifications' events published. */
  const told = (tenantId: TenantId, actorUserId: number, change: JournalChange | null) => async () => {
    if (!change) return;
    realtime.emitMany([
      {
        rooms: change.uuids.map((uuid) => userRoom(tenantId, uuid)),
        event: JOURNAL_CHANGED_EVENT,
        payload: change.event,
      },
    ]);
    if (change.entryAdded) {
      await events.publish({ type: 'journal.entry_added', tenantId, actorUserId, payload: change.entryAdded });
    }
    if (change.staffCommented) {
      await events.publish({ type: 'journal.staff_commented', tenantId, actorUserId, payload: change.staffCommented });
    }
  };

  route(app, api.calendar, async ({ tx, ctx, actor, query }) => readCalendar(tx, ctx, actor, query));

  route(app, api.day, async ({ tx, ctx, actor, params, afterCommit }) => {
    const { day, change } = await readDay(tx, ctx, actor, params.id, params.date, fileLinks, new Date());
    afterCommit(told(ctx.tenantId, actor.userId, change));
    return day;
  });

  route(app, api.updateDay, async ({ tx, ctx, actor, params, version, body, uploaded, afterCommit }) => {
    const { day, change } = await updateDay(tx, ctx, actor, params.id, params.date, version, body, fileLinks, uploaded);
    afterCommit(told(ctx.tenantId, actor.userId, change));
    return day;
  });

  route(app, api.createMeal, async ({ tx, ctx, actor, params, body, files, uploaded, afterCommit }) => {
    const made = await createMeal(tx, ctx, actor, params.id, params.date, body, fileLinks, uploaded, files.file);
    afterCommit(told(ctx.tenantId, actor.userId, made.change));
    return made.meal;
  });

  route(app, api.updateMeal, async ({ tx, ctx, actor, params, version, body, files, uploaded, afterCommit }) => {
    const made = await updateMeal(
      tx,
      ctx,
      actor,
      params.id,
      params.date,
      params.mealId,
      version,
      body,
      fileLinks,
      uploaded,
      files.file,
    );
    afterCommit(told(ctx.tenantId, actor.userId, made.change));
    return made.meal;
  });

  route(app, api.deleteMeal, async ({ tx, ctx, actor, params, version, afterCommit }) => {
    const change = await deleteMeal(tx, ctx, actor, params.id, params.date, params.mealId, version, fileLinks);
    afterCommit(told(ctx.tenantId, actor.userId, change));
  });

  route(app, api.addComment, async ({ tx, ctx, actor, params, body, afterCommit }) => {
    const { comment, change } = await addComment(tx, ctx, actor, params.id, params.date, params.mealId, body);
    afterCommit(told(ctx.tenantId, actor.userId, change));
    return comment;
  });
}
