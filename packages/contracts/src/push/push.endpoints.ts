import { endpoint } from '../endpoint.js';
import { pushPublicKeySchema, pushSubscriptionBodySchema, pushUnsubscribeBodySchema } from './push.js';
import { ALL_ROLES } from '../roles.js';

/**
 * Browser push: the VAPID key and this browser's subscription (docs/decisions.md, "Browser push"). The
 * spec has no calls for it; they sit beside the notification calls.
 */
export const pushEndpoints = {
  publicKey: endpoint({
    method: 'GET',
    path: '/notification-service/push/public-key',
    summary: 'The VAPID public key a browser subscribes to push with',
    response: pushPublicKeySchema,
    roles: ALL_ROLES,
  }),
  subscribe: endpoint({
    method: 'PUT',
    path: '/notification-service/push/subscriptions',
    summary: "Stores this browser's push subscription for the signed-in person (again: refreshed)",
    body: pushSubscriptionBodySchema,
    status: 204,
    roles: ALL_ROLES,
  }),
  unsubscribe: endpoint({
    method: 'DELETE',
    path: '/notification-service/push/subscriptions',
    summary: "Removes this browser's push subscription of the signed-in person",
    body: pushUnsubscribeBodySchema,
    status: 204,
    roles: ALL_ROLES,
  }),
};
export type PushEndpoints = typeof pushEndpoints;
