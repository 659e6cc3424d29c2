import type { FastifyInstance } from 'fastify';
import { endpoints } from '@stride/contracts';
import { route } from '../../platform/http/route.js';
import { calendarFeedIcs, makeCalendarFeed, readCalendarFeed, revokeCalendarFeed } from './calendar-feed.service.js';

const api = endpoints.calendarFeed;

/**
 * A participant's calendar feed (docs/decisions.md, "Coaching loop: the calendar feed"): its private URL made,
 * read and revoked by whoever sees the participant; the feed itself read by the URL's token alone.
 */
export async function calendarFeedRoutes(app: FastifyInstance): Promise<void> {
  const { publicUrl } = app.platform.config;
  route(app, api.get, async ({ tx, ctx, params }) => readCalendarFeed(tx, ctx, params.id));
  route(app, api.create, async ({ tx, ctx, params }) => makeCalendarFeed(tx, ctx, params.id, publicUrl));
  route(app, api.revoke, async ({ tx, ctx, params }) => revokeCalendarFeed(tx, ctx, params.id));
  route(app, api.feed, async ({ tx, ctx, params, reply }) => {
    const ics = await calendarFeedIcs(tx, ctx, params.token);
    // A calendar app polls: a private cache of five minutes spares the server, and no shared cache keeps it.
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('cache-control', 'private, max-age=300')
      .send(ics);
  });
}
