import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantId, tenantPolicy } from '../../platform/db/tenant-table.js';

/**
 * A participant's calendar feed (docs/decisions.md, "Coaching loop: the calendar feed"): the hash of the
 * secret token in its URL (never the token), who made it and when, and when it was revoked. At most one is
 * active per participant: making a new one revokes the previous one.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    participantProfileId: integer('participant_profile_id').notNull(),
    /** sha256 of the URL's token, hex. */
    tokenHash: text('token_hash').notNull(),
    createdByProfileId: integer('created_by_profile_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    tenantPolicy('calendar_feeds'),
    uniqueIndex('calendar_feeds_token_idx').on(t.tenantId, t.tokenHash),
    uniqueIndex('calendar_feeds_active_idx')
      .on(t.tenantId, t.participantProfileId)
      .where(sql`revoked_at is null`),
    index('calendar_feeds_participant_idx').on(t.tenantId, t.participantProfileId),
  ],
);
export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
