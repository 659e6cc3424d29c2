import type { FastifyInstance } from 'fastify';
import { endpoints } from '@stride/contracts';
import { route } from '../../platform/http/route.js';
import { scheduleResend } from './notifications.jobs.js';
import {
  groupedNotifications,
  groupPage,
  listNotifications,
  readAll,
  readGroup,
  updateNotification,
} from './notifications.service.js';
import { getSettings, updateSettings } from './settings.service.js';

const api = endpoints.notifications;

/** /notification-service: the signed-in person's own notifications and settings (spec 002). */
export async function notificationsRoutes(app: FastifyInstance): Promise<void> {
  route(app, api.list, async ({ tx, ctx, query }) => listNotifications(tx, ctx, query));
  route(app, api.grouped, async ({ tx, ctx, query }) => groupedNotifications(tx, ctx, query.filter));
  route(app, api.groupPage, async ({ tx, ctx, params, query }) => groupPage(tx, ctx, params.id, query));
  route(app, api.readGroup, async ({ tx, ctx, params }) => readGroup(tx, ctx, params.id));
  route(app, api.update, async ({ tx, ctx, params, body, afterCommit }) => {
    const { notification, resendAt } = await updateNotification(tx, ctx, params.id, body);
    if (body.resendAt && resendAt) {
      afterCommit(() => scheduleResend(app.platform, ctx.tenantId, notification.id, resendAt));
    }
    return notification;
  });
  route(app, api.readAll, async ({ tx, ctx, query }) => readAll(tx, ctx, query.isAdvisor));
  route(app, api.settings, async ({ tx, ctx }) => getSettings(tx, ctx));
  route(app, api.updateSettings, async ({ tx, ctx, body }) => updateSettings(tx, ctx, body));
}
