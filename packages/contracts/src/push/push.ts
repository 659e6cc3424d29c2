import { z } from 'zod';
import { webLinkSchema } from '../links.js';

/**
 * Browser push (spec 002: "Push notification settings dialog", "Push consent"; issue 14 item 7): Web Push
 * with VAPID. The spec has no calls for it; ours are under /notification-service/push (docs/decisions.md,
 * "Browser push").
 */

/** How long the portal waits for the browser's permission to settle before it acts on it (spec 002 section 9). */
export const PUSH_PERMISSION_DEBOUNCE_MS = 2000;

/**
 * The portal's one service worker (push, and the installed app's offline files: Workbox, generated at build),
 * served at its root so its scope is the whole portal.
 */
export const PUSH_SERVICE_WORKER_PATH = '/sw.js';

/** A key of a subscription: base64url, as the browser's PushSubscription.toJSON() gives it. */
const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/, 'Expected a base64url value');

/**
 * The push service's address of one browser (a capability URL: whoever knows it may post to it). A web link
 * here; the server accepts only https at a configured push service with a public address (PUSH_ALLOWED_HOSTS,
 * docs/decisions.md, "Push endpoints").
 */
export const pushEndpointSchema = webLinkSchema;

/** GET push/public-key: the VAPID public key the browser subscribes with (applicationServerKey). */
export const pushPublicKeySchema = z.object({ publicKey: z.string() });
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;

/** PUT push/subscriptions: one browser's subscription, exactly as PushSubscription.toJSON() gives it. */
export const pushSubscriptionBodySchema = z.strictObject({
  endpoint: pushEndpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({
    /** The browser's P-256 public key (65 bytes: 87 characters). */
    p256dh: base64url(200),
    /** The browser's authentication secret (16 bytes: 22 characters). */
    auth: base64url(100),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

/** DELETE push/subscriptions: the browser's subscription that ends (its endpoint). */
export const pushUnsubscribeBodySchema = z.strictObject({ endpoint: pushEndpointSchema });
export type PushUnsubscribeBody = z.infer<typeof pushUnsubscribeBodySchema>;

/**
 * What the server pushes and the service worker shows: the tenant's title and icon, the notification's
 * message, and the portal path a click opens (the notification's click target).
 */
export const pushMessageSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** The tenant's icon, a path of the portal. */
  icon: z.string(),
  /** The portal path a click opens (notificationTarget), always starting with one slash. */
  url: z.string(),
  /** One notification on screen per notification: a re-sent one replaces the first. */
  tag: z.string(),
  notificationId: z.number().int().nullable(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;

/** What the service worker posts to an open portal window when a notification is clicked. */
export const PUSH_NAVIGATE_MESSAGE = 'stride:navigate';
