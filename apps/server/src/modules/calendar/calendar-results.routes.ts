import type { FastifyInstance } from 'fastify';
import { endpoints } from '@stride/contracts';
import type { Actor, RequestContext } from '../../platform/http/context.js';
import { route } from '../../platform/http/route.js';
import { readReport, readReportDay, readReportTotal } from './calendar-report.service.js';
import { changeResult, deleteResult, recordResult, type Recorded } from './calendar-results.service.js';

const api = endpoints.calendarProgress;

/**
 * What a participant did of their calendar (issue 16; docs/decisions.md, "The participant's calendar:
 * results and progress"): the participant records their own items; staff who see the participant and the
 * participant read the reports.
 */
export async function calendarProgressRoutes(app: FastifyInstance): Promise<void> {
  const { events, fileLinks } = app.platform;

  /**
   * The event of an item that became done or skipped, after the commit (the producers notify the coaches:
   * modules/calendar/calendar.events.ts).
   */
  const published =
    (ctx: RequestContext, actor: Actor, afterCommit: (fn: () => unknown) => void) =>
    ({ result, completed, skipped }: Recorded) => {
      const base = { tenantId: ctx.tenantId, actorUserId: actor.userId };
      if (completed) afterCommit(() => events.publish({ ...base, type: 'activity.completed', payload: completed }));
      if (skipped) afterCommit(() => events.publish({ ...base, type: 'activity.skipped', payload: skipped }));
      return result;
    };

  route(app, api.recordResult, async ({ tx, ctx, actor, params, body, afterCommit }) =>
    published(ctx, actor, afterCommit)(await recordResult(tx, ctx, actor, params.id, params.itemId, body)),
  );

  route(app, api.changeResult, async ({ tx, ctx, actor, params, version, body, afterCommit }) =>
    published(ctx, actor, afterCommit)(await changeResult(tx, ctx, actor, params.id, params.itemId, version, body)),
  );

  route(app, api.deleteResult, async ({ tx, ctx, actor, params, version }) =>
    deleteResult(tx, ctx, actor, params.id, params.itemId, version),
  );

  route(app, api.report, async ({ tx, ctx, params, query }) => readReport(tx, ctx, params.id, query, fileLinks));

  route(app, api.reportTotal, async ({ tx, ctx, params, query }) => readReportTotal(tx, ctx, params.id, query));

  route(app, api.reportDay, async ({ tx, ctx, params }) => readReportDay(tx, ctx, params.id, params.date, fileLinks));
}
