import { idParamsSchema } from '../common.js';
import { endpoint } from '../endpoint.js';
import { ALL_ROLES } from '../roles.js';
import { calendarFeedMadeSchema, calendarFeedSchema, calendarFeedTokenParamsSchema } from './calendar-feed.js';

const BASE = '/participants/{id}/calendar-feed';

/**
 * A participant's calendar feed (docs/decisions.md, "Coaching loop: the calendar feed"): the participant and
 * the staff who see them make, read and revoke the private URL (the participantCalendar policy's `feed`); a
 * calendar app reads the feed by the URL alone. `{id}` is the participant's user id.
 */
export const calendarFeedEndpoints = {
  get: endpoint({
    method: 'GET',
    path: BASE,
    summary: 'Whether the participant has an active calendar feed, and since when (its URL is shown only once)',
    params: idParamsSchema,
    response: calendarFeedSchema,
    roles: ALL_ROLES,
  }),
  create: endpoint({
    method: 'POST',
    path: BASE,
    summary: 'A new private calendar feed URL, answered once; the previous URL stops working',
    params: idParamsSchema,
    response: calendarFeedMadeSchema,
    status: 201,
    roles: ALL_ROLES,
  }),
  revoke: endpoint({
    method: 'DELETE',
    path: BASE,
    summary: "Revokes the participant's calendar feed: its URL answers 404 from now on",
    params: idParamsSchema,
    status: 204,
    roles: ALL_ROLES,
  }),
  feed: endpoint({
    method: 'GET',
    path: '/calendar-feeds/{token}.ics',
    summary: "The participant's calendar (items and programme messages) as iCalendar, by the URL's secret token",
    params: calendarFeedTokenParamsSchema,
    download: true,
    roles: 'public',
    rateLimit: { max: 30, timeWindow: '1 minute' },
  }),
};
