import type { FastifyInstance } from 'fastify';
import { endpoints } from '@stride/contracts';
import { route } from '../../platform/http/route.js';
import { checkPushEndpoint } from './push-endpoint.js';
import { removeSubscription, saveSubscription } from './push.service.js';
import { vapidKeys } from './vapid.js';

const api = endpoints.push;

/** /notification-service/push: browser push's key and subscriptions (docs/decisions.md, "Browser push"). */
export async function pushRoutes(app: FastifyInstance): Promise<void> {
  const { config, db } = app.platform;
  // Generated (or read) at start: a wrong configured key stops the start, and every process shares the pair.
  await vapidKeys(config, db);

  route(app, api.publicKey, async () => ({ publicKey: (await vapidKeys(config, db)).publicKey }));

  // The endpoint's host is looked up before a transaction opens: a slow name server holds no connection.
  route(app, api.subscribe, { transaction: false }, async ({ inTx, body, req }) => {
    await checkPushEndpoint(app.platform, body.endpoint);
    await inTx((tx, ctx) => saveSubscription(tx, ctx, body, req.headers['user-agent'] ?? null));
  });

  route(app, api.unsubscribe, async ({ tx, ctx, body }) => removeSubscription(tx, ctx, body.endpoint));
}
