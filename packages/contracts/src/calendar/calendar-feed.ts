import { z } from 'zod';

/**
 * A participant's calendar feed (docs/decisions.md, "Coaching loop: the calendar feed"): a private ICS URL
 * that a calendar app subscribes to. Only a hash of its token is kept, so the URL is answered once, when it
 * is made; afterwards the feed is known to exist, not by its URL.
 */
export const calendarFeedSchema = z.object({
  /** A feed is active (its URL works). */
  active: z.boolean(),
  /** When the active feed was made (ISO UTC); null without one. */
  createdAt: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** The answer of making a feed: the URL, shown this once. */
export const calendarFeedMadeSchema = z.object({
  active: z.literal(true),
  createdAt: z.string(),
  /** https://<tenant host>/api/calendar-feeds/<token>.ics */
  url: z.string(),
});
export type CalendarFeedMade = z.infer<typeof calendarFeedMadeSchema>;

/** The token of a feed's URL: 256 random bits, base64url (43 characters). */
export const CALENDAR_FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const calendarFeedTokenParamsSchema = z.strictObject({
  token: z.string().regex(CALENDAR_FEED_TOKEN, 'Not a calendar feed.'),
});

/** The days a feed holds: from 14 days back to 8 weeks ahead of today. */
export const CALENDAR_FEED_DAYS_BACK = 14;
export const CALENDAR_FEED_DAYS_AHEAD = 56;
