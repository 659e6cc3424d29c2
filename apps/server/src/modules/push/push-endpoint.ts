import webpush from 'web-push';
import type { Config } from '../../platform/config/config.js';
import { badRequest } from '../../platform/http/errors.js';
import { isOutboundRefused, type OutboundRefusal, type OutboundRule } from '../../platform/net/outbound.js';
import type { Platform } from '../../platform/platform.js';
import type { VapidKeys } from './vapid.js';

/**
 * A browser's push endpoint is a URL a client gives and the server posts to (issue 26, finding 3): only
 * https at a push service of PUSH_ALLOWED_HOSTS whose every address is public, checked when the browser
 * subscribes and again by the connection of every push (docs/decisions.md, "Push endpoints").
 */

/** How long a push service keeps a message for a browser that is offline (a day-old alert is still news). */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** A push service that has not answered in this time is given up on for this message. */
const PUSH_TIMEOUT_MS = 10_000;

export const pushRule = (config: Pick<Config, 'PUSH_ALLOWED_HOSTS' | 'PUSH_ALLOW_LOOPBACK'>): OutboundRule => ({
  hosts: config.PUSH_ALLOWED_HOSTS,
  allowLoopback: config.PUSH_ALLOW_LOOPBACK,
});

/** The 400's words for each part of the rule an endpoint fails. */
export const PUSH_ENDPOINT_REFUSALS: Record<OutboundRefusal, string> = {
  scheme: 'A push endpoint must be an https: URL.',
  host: "A push endpoint must be at a browser's push service.",
  address: 'A push endpoint must not lead to a private or internal address.',
  unresolved: "A push endpoint's host could not be found.",
};

/** PUT push/subscriptions' check of the endpoint, before anything is stored: a 400 naming the field. */
export async function checkPushEndpoint(platform: Pick<Platform, 'config' | 'outbound'>, endpoint: string) {
  try {
    await platform.outbound.check(endpoint, pushRule(platform.config));
  } catch (error) {
    if (!isOutboundRefused(error)) throw error;
    const message = PUSH_ENDPOINT_REFUSALS[error.reason];
    throw badRequest(message, [{ path: 'body.endpoint', message }]);
  }
}

/**
 * One encrypted, VAPID-signed message to one browser's push service; answers its HTTP status. web-push
 * encrypts and signs (RFC 8291, 8292); the request is the platform's outbound post (the endpoint checked
 * again on its connection, a timeout, no redirect followed). Rejects with OutboundRefused when the endpoint
 * no longer passes the rule.
 */
export async function deliver(
  platform: Pick<Platform, 'config' | 'outbound'>,
  subscription: webpush.PushSubscription,
  payload: string,
  vapid: VapidKeys,
): Promise<number> {
  const request = webpush.generateRequestDetails(subscription, payload, {
    vapidDetails: vapid,
    TTL: PUSH_TTL_SECONDS,
    urgency: 'normal',
  });
  return platform.outbound.post(
    request.endpoint,
    {
      headers: request.headers as Record<string, string | number>,
      body: new Uint8Array(request.body),
      timeoutMs: PUSH_TIMEOUT_MS,
    },
    pushRule(platform.config),
  );
}
