import type { FastifyInstance } from 'fastify';
import { endpoints } from '@stride/contracts';
import { route } from '../../platform/http/route.js';
import { removeSubscription, saveSubscription } from './push.service.js';
import { vapidKeys } from './vapid.js';

const api = endpoints.push;

/** /notification-service/push: browser push's key and subscriptions (docs/decisions.md, "Browser push"). */
export async function pushRoutes(app: FastifyInstance): Promise<void> {
  const { config, db } = app.platform;
  // Generated (or read) at start: a wrong configured key stops the start, and every process shares the pair.
  await vapidKeys(config, db);

  route(app, api.publicKey, async () => ({ publicKey: (await vapidKeys(config, db)).publicKey }));

  route(app, api.subscribe, async ({ tx, ctx, body, req }) =>
    saveSubscription(tx, ctx, config, body, req.headers['user-agent'] ?? null),
  );

  route(app, api.unsubscribe, async ({ tx, ctx, body }) => removeSubscription(tx, ctx, body.endpoint));
}
