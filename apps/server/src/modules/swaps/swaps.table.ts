import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantId, tenantPolicy, versionedColumns } from '../../platform/db/tenant-table.js';

/**
 * A habit swap (spec 001 "Swap"): what the participant swaps (description: from, goal: to), how (tactic),
 * how many days make it a habit (repeatGoal), how it weighs (impact and difficulty, 1 to 5), its status
 * and a picture or video (a library file). Deleted swaps stay (deleted_at) for the audit and the PDF's past.
 */
export const swaps = pgTable(
  'swaps',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    participantProfileId: integer('participant_profile_id').notNull(),
    description: text('description').notNull(),
    goal: text('goal').notNull().default(''),
    tactic: text('tactic').notNull().default(''),
    repeatGoal: integer('repeat_goal').notNull().default(1),
    impactLevel: integer('impact_level'),
    difficultLevel: integer('difficult_level'),
    status: text('status', { enum: ['NEW', 'IN_PROGRESS', 'DONE', 'REJECTED'] })
      .notNull()
      .default('NEW'),
    /** Why it was rejected (a REJECTED swap has one). */
    rejectedReason: text('rejected_reason'),
    mediaResourceId: integer('media_resource_id'),
    createdByProfileId: integer('created_by_profile_id'),
    /** Progress days, kept with the swap so that lists show progress without counting. */
    progressCount: integer('progress_count').notNull().default(0),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...versionedColumns(),
  },
  (t) => [
    tenantPolicy('swaps'),
    index('swaps_participant_idx').on(t.tenantId, t.participantProfileId, t.status, t.createdAt),
    index('swaps_media_idx').on(t.tenantId, t.mediaResourceId),
    check('swaps_status_check', sql`status in ('NEW', 'IN_PROGRESS', 'DONE', 'REJECTED')`),
    check('swaps_repeat_goal_check', sql`repeat_goal between 1 and 365`),
    check('swaps_levels_check', sql`impact_level between 1 and 5 and difficult_level between 1 and 5`),
  ],
);
export type SwapRow = typeof swaps.$inferSelect;

/** A day on which the participant did the swap: one per swap and date. */
export const swapProgress = pgTable(
  'swap_progress',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    swapId: integer('swap_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    createdByProfileId: integer('created_by_profile_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantPolicy('swap_progress'), uniqueIndex('swap_progress_key').on(t.tenantId, t.swapId, t.date)],
);
export type SwapProgressRow = typeof swapProgress.$inferSelect;

/** The participant's note of how a swap went (spec 001 "Swap entry"), or staff's notes on it. */
export const swapEntries = pgTable(
  'swap_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    swapId: integer('swap_id').notNull(),
    authorProfileId: integer('author_profile_id').notNull(),
    content: text('content').notNull().default(''),
    impactLevel: integer('impact_level'),
    difficultLevel: integer('difficult_level'),
    mediaResourceId: integer('media_resource_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPolicy('swap_entries'),
    index('swap_entries_swap_idx').on(t.tenantId, t.swapId, t.createdAt),
    index('swap_entries_media_idx').on(t.tenantId, t.mediaResourceId),
    check('swap_entries_levels_check', sql`impact_level between 1 and 5 and difficult_level between 1 and 5`),
  ],
);
export type SwapEntryRow = typeof swapEntries.$inferSelect;
